// What the statement table calls a line, and which lines the agent may take: a match that
// would overpay its order is kept apart from plain matches.
import { describe, expect, it } from 'vitest';
import type { Balance } from '../../src-shared/domain/payment-entry';
import { acceptable, lineState } from '../../src-renderer/screens/payments/statements/statement-store';

const balance = (status: Balance['status'], excess = '0.00'): Balance => ({ status, paid: '100.00', outstanding: '0.00', excess });

describe('a statement line’s state', () => {
  it('calls a match that would overpay its order "overpays", not "matched"', () => {
    expect(lineState({ status: 'matched', balance: balance('overpaid', '10.00') }, undefined)).toBe('overpays');
    expect(lineState({ status: 'matched', balance: balance('paid') }, undefined)).toBe('matched');
    expect(lineState({ status: 'matched', balance: balance('underpaid') }, undefined)).toBe('matched');
  });

  it('leaves a suggestion a suggestion, and an entered line entered, whatever it does to the order', () => {
    expect(lineState({ status: 'suggested', balance: balance('overpaid', '5.00') }, undefined)).toBe('suggested');
    expect(lineState({ status: 'matched', balance: balance('overpaid', '5.00') }, { index: 0, outcome: 'done' })).toBe('entered');
  });

  it('lets the agent accept an overpaying line one by one (entering it asks first)', () => {
    expect(acceptable('overpays')).toBe(true);
    expect(acceptable('unmatched')).toBe(false);
  });
});
