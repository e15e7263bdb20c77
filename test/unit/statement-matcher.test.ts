// The matcher's rules: codes however typed, never a guess between two, what each line makes
// of its order, suggestions by amount and name, and nothing proposed twice.
import { describe, expect, it } from 'vitest';
import { type MatchIndex, investorsToName, matchStatement } from '../../src-main/workflows/bank-statements/matcher';
import { CodeFinder } from '../../src-main/workflows/order-codes';
import type { StatementLine } from '../../src-shared/domain/bank-statements';
import type { Order, OrderStatus } from '../../src-shared/wire/orders';

const CODES = ['OM-B3N0R5T1', 'OM-D9H3J7K0', 'OM-A7K2M9Q4', 'OM-E2G6M8N4', 'OM-F5Q1S3V7'];

function order(code: string, amount: string, status: OrderStatus, user = `user-${code}`): Order {
  const at = '2026-11-01T10:00:00.000Z';
  return { id: `order-${code}`, order_code: code, amount, status, user_id: user, project_id: 'p1', created_at: at, updated_at: at };
}

let position = 0;
function line(unstructured: string, fields: Partial<StatementLine> = {}): StatementLine {
  const index = position++;
  return {
    index,
    source: `Stmt[1]/Ntry[${index + 1}]`,
    booking_date: '2026-11-20',
    amount: '100.00',
    currency: 'EUR',
    direction: 'credit',
    reversal: false,
    booked: true,
    remittance: { structured: [], unstructured: [unstructured] },
    payer_name: null,
    payer_iban: null,
    bank_reference: `REF-${index}`,
    bank_reference_kind: 'AcctSvcrRef',
    ...fields,
  };
}

const index = (overrides: Partial<MatchIndex> = {}): MatchIndex => ({
  orders: [
    order('OM-B3N0R5T1', '2500.00', 'underpaid', 'ben'),
    order('OM-D9H3J7K0', '750.00', 'new', 'david'),
    order('OM-A7K2M9Q4', '1000.00', 'paid', 'anna'),
    order('OM-E2G6M8N4', '300.00', 'cancelled', 'emma'),
  ],
  payments: [
    { id: 'pay-1', order_id: 'order-OM-B3N0R5T1', amount: '1000.00', reference: 'OM-B3N0R5T1' },
    { id: 'pay-2', order_id: 'order-OM-A7K2M9Q4', amount: '1000.00', reference: 'OM-A7K2M9Q4' },
  ],
  investors: [
    { id: 'ben', name: 'Ben Müller' },
    { id: 'david', name: 'David Fischer' },
    { id: 'anna', name: 'Anna Schmidt' },
    { id: 'emma', name: 'Emma Wagner' },
  ],
  currency: 'EUR',
  ...overrides,
});

describe('finding order codes', () => {
  const finder = new CodeFinder(CODES);
  it.each([
    ['exactly', 'Zeichnung OM-B3N0R5T1', ['OM-B3N0R5T1']],
    ['in lower case', 'om-b3n0r5t1', ['OM-B3N0R5T1']],
    ['with spaces and dashes inside', 'OM B3N0-R5T1 danke', ['OM-B3N0R5T1']],
    ['without the prefix', 'Auftrag b3n0r5t1', ['OM-B3N0R5T1']],
    ['glued to a word after the prefix', 'SolarparkOMB3N0R5T1', ['OM-B3N0R5T1']],
    ['with O for 0', 'OM-B3NOR5T1', ['OM-B3N0R5T1']],
    ['with I and L for 1', 'OM-B3N0R5TI OM-F5QLS3V7', ['OM-B3N0R5T1', 'OM-F5Q1S3V7']],
    ['not when it names no order', 'OM-ZZ9Y8X7W', []],
    ['not inside another word', 'XB3N0R5T1', []],
    ['twice, once', 'OM-D9H3J7K0 / om-d9h3j7k0', ['OM-D9H3J7K0']],
  ])('finds a code %s', (_how, text, codes) => {
    expect(finder.find(text).sort()).toEqual(codes);
  });

  it('reads O as 0 only where no code has the letter O after the prefix', () => {
    const withO = new CodeFinder(['INV-1O2', 'INV-302']);
    expect(withO.find('INV-1O2')).toEqual(['INV-1O2']);
    expect(withO.find('INV-1002')).toEqual([]);
    expect(new CodeFinder(['INV-102', 'INV-302']).find('inv 1o2')).toEqual(['INV-102']);
  });

  it('learns codes of other shapes: no prefix, several lengths', () => {
    const finder = new CodeFinder(['4711', '100234']);
    expect(finder.find('Bestellung 4711, Kunde 100234').sort()).toEqual(['100234', '4711']);
    // Digits inside an IBAN or a longer number are not read as a code.
    expect(finder.find('DE02100234000000')).toEqual([]);
  });
});

describe('matching lines to orders', () => {
  it('proposes a coded line with what it makes of the order: underpaid, paid, overpaid', () => {
    const [under, paid, over] = matchStatement(
      [line('om-b3n0 r5t1', { amount: '1000.00' }), line('OM-B3N0R5T1 Rest', { amount: '500.00' }), line('OM-D9H3J7K0', { amount: '800.00' })],
      index(),
    );
    expect(under).toMatchObject({ status: 'matched', order: { order_code: 'OM-B3N0R5T1' }, balance: { status: 'underpaid', outstanding: '500.00' } });
    // The line above counts: together they pay the order.
    expect(paid).toMatchObject({ status: 'matched', balance: { status: 'paid', paid: '2500.00', outstanding: '0.00' } });
    expect(over).toMatchObject({ status: 'matched', balance: { status: 'overpaid', excess: '50.00' } });
  });

  it('never guesses between two codes', () => {
    const [proposal] = matchStatement([line('OM-B3N0R5T1 und OM-D9H3J7K0')], index());
    expect(proposal).toMatchObject({ status: 'unmatched', reason: 'ambiguous', candidates: ['OM-B3N0R5T1', 'OM-D9H3J7K0'] });
    expect(proposal?.order).toBeUndefined();
  });

  it('finds a code split between the structured and the free text', () => {
    const split = line('R5T1', { remittance: { structured: ['OM-B3N0'], unstructured: ['R5T1'] } });
    expect(matchStatement([split], index())[0]).toMatchObject({ status: 'matched', order: { order_code: 'OM-B3N0R5T1' } });
  });

  it('lists debits, returns, other currencies, pending and repeated lines apart', () => {
    const code = 'OM-D9H3J7K0';
    const proposals = matchStatement(
      [
        line(code, { direction: 'debit' }),
        line(code, { reversal: true }),
        line(code, { currency: 'CHF' }),
        line(code, { booked: false }),
        line(code, { bank_reference: 'SAME' }),
        line(code, { bank_reference: 'SAME' }),
      ],
      index(),
    );
    expect(proposals.map((p) => [p.status, p.reason])).toEqual([
      ['not_candidate', 'debit'],
      ['not_candidate', 'reversal'],
      ['not_candidate', 'currency'],
      ['not_candidate', 'pending'],
      ['matched', undefined],
      ['not_candidate', 'duplicate'],
    ]);
    // The connection's currency decides.
    expect(matchStatement([line(code, { currency: 'CHF' })], index({ currency: 'CHF' }))[0]?.status).toBe('matched');
  });

  it('does not propose a payment on a cancelled order', () => {
    expect(matchStatement([line('OM-E2G6M8N4')], index())[0]).toMatchObject({ status: 'unmatched', reason: 'order_closed' });
  });

  it('suggests a line without a code by the amount due and the payer name, never more', () => {
    const [suggested, wrongName, wrongAmount, nameless] = matchStatement(
      [
        line('Zeichnung Solarpark', { amount: '750.00', payer_name: 'FISCHER, DAVID' }),
        line('Zeichnung Solarpark', { amount: '750.00', payer_name: 'Daniel Fischer' }),
        line('Zeichnung Solarpark', { amount: '700.00', payer_name: 'David Fischer' }),
        line('Zeichnung Solarpark', { amount: '750.00' }),
      ],
      index(),
    );
    expect(suggested).toMatchObject({ status: 'suggested', order: { order_code: 'OM-D9H3J7K0' }, balance: { status: 'paid' } });
    expect([wrongName, wrongAmount, nameless].map((p) => [p?.status, p?.reason])).toEqual([
      ['unmatched', 'no_code'],
      ['unmatched', 'no_code'],
      ['unmatched', 'no_code'],
    ]);
    // Ben's rest (1500.00) is due; umlauts and word order do not matter.
    expect(matchStatement([line('Rest', { amount: '1500.00', payer_name: 'Mueller Ben' })], index())[0]?.status).toBe('suggested');
  });

  it('does not choose between two investors of the same name and amount', () => {
    const twins = index({
      orders: [order('OM-D9H3J7K0', '750.00', 'new', 'david'), order('OM-F5Q1S3V7', '750.00', 'new', 'david2')],
      payments: [],
      investors: [
        { id: 'david', name: 'David Fischer' },
        { id: 'david2', name: 'David Fischer' },
      ],
    });
    expect(matchStatement([line('Zeichnung', { amount: '750.00', payer_name: 'David Fischer' })], twins)[0]).toMatchObject({
      status: 'unmatched',
      reason: 'ambiguous',
      candidates: ['OM-D9H3J7K0', 'OM-F5Q1S3V7'],
    });
  });

  it('shows a line whose bank reference is on a payment of its order as done, and proposes it no more', () => {
    const entered = line('OM-D9H3J7K0', { amount: '750.00', bank_reference: '2026112000003' });
    const before = index();
    expect(matchStatement([entered], before)[0]?.status).toBe('matched');
    const after = index({ payments: [...before.payments, { id: 'pay-3', order_id: 'order-OM-D9H3J7K0', amount: '750.00', reference: '2026112000003' }] });
    expect(matchStatement([entered], after)[0]).toMatchObject({ status: 'done', order: { order_code: 'OM-D9H3J7K0' } });
    // A line without a code, entered by hand on the one order with its reference, is done too.
    const uncoded = line('Zeichnung', { amount: '750.00', payer_name: 'David Fischer', bank_reference: '2026112000003' });
    expect(matchStatement([uncoded], after)[0]).toMatchObject({ status: 'done', order: { order_code: 'OM-D9H3J7K0' } });
    // The same reference on another order does not make a coded line done.
    expect(matchStatement([line('OM-B3N0R5T1', { bank_reference: '2026112000003' })], after)[0]?.status).toBe('matched');
  });

  it('on a host whose payments carry no reference, shows the lines this desk entered as done while their payment is there', () => {
    const entered = line('OM-D9H3J7K0', { amount: '750.00', bank_reference: '2026112000004' });
    const payment = { id: 'pay-4', order_id: 'order-OM-D9H3J7K0', amount: '750.00', reference: null };
    const recorded = [{ bank_reference: '2026112000004', order_id: 'order-OM-D9H3J7K0', payment_id: 'pay-4' }];
    // Without the record, the host's payment says nothing about the line.
    expect(matchStatement([entered], index({ payments: [payment] }))[0]?.status).toBe('matched');
    expect(matchStatement([entered], index({ payments: [payment], entered: recorded }))[0]).toMatchObject({
      status: 'done',
      order: { order_code: 'OM-D9H3J7K0' },
    });
    // A host whose payments carry only id and amount (no order, no reference): the record decides alone.
    expect(matchStatement([entered], index({ payments: [{ id: 'pay-4', amount: '750.00' }], entered: recorded }))[0]?.status).toBe('done');
    // The payment deleted on the host since: the line is proposed again.
    expect(matchStatement([entered], index({ payments: [], entered: recorded }))[0]?.status).toBe('matched');
  });
});

describe('which investors the import reads names of', () => {
  it('only those with an open order due the amount of a line that names a payer but no code', () => {
    const { investors: _all, ...host } = index();
    const lines = [
      line('Zeichnung', { amount: '750.00', payer_name: 'David Fischer' }),
      // Ben's order is due 1500.00 (1000.00 paid): a line of 2500.00 cannot be his.
      line('Rest', { amount: '2500.00', payer_name: 'Ben Müller' }),
      line('OM-B3N0R5T1', { amount: '1000.00', payer_name: 'Anna Schmidt' }),
      line('Zeichnung', { amount: '1000.00' }),
    ];
    expect(investorsToName(lines, host)).toEqual(['david']);
    expect(investorsToName([line('Rest', { amount: '1500.00', payer_name: 'Ben Müller' })], host)).toEqual(['ben']);
  });
});
