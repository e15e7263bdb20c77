// Amounts sent as JSON numbers keep every digit through the client: a host on a local port
// answers fixed bodies whose numbers no double holds, and the real client reads them.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OfferingClient, createClient } from '../../src-main/client';
import { parseJson } from '../../src-main/client/json';
import { ExactNumber } from '../../src-shared/wire/common';

const LONG = '123456789012345678.91';
const USER = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const PROJECT = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const ORDER = '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const PAYMENT = '9c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
const HOLDER = 'ad5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a';
const ACCOUNT = 'be6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b';
const ASSET = 'cf7a8b9c-0d1e-4f2a-9b4c-5d6e7f8a9b0c';
const AT = '2026-11-23T00:00:00.000Z';

const order = `{"id":"${ORDER}","order_code":"OM-7K3F9QXD","status":"paid","amount":${LONG},"user_id":"${USER}","project_id":"${PROJECT}","created_at":"${AT}","updated_at":"${AT}"}`;
const payment = `{"id":"${PAYMENT}","order_id":"${ORDER}","user_id":"${USER}","project_id":"${PROJECT}","amount":${LONG},"booked_at":null,"reference":null,"created_at":"${AT}"}`;
const balance = `{"custody_account_id":"${ACCOUNT}","custody_asset_id":"${ASSET}","symbol":"EURT","balance":${LONG},"withdrawable_balance":123456789012345677.91}`;

const custody = `/api/v1/users/${USER}/custody_account_holders/${HOLDER}/custody_accounts/${ACCOUNT}`;
const ANSWERS: Record<string, string> = {
  [`/api/v1/users/${USER}/projects/${PROJECT}/orders/${ORDER}`]: order,
  '/api/v1/orders': `[${order}]`,
  [`/api/v1/users/${USER}/projects/${PROJECT}/orders/${ORDER}/payments/${PAYMENT}`]: payment,
  [`${custody}/balance`]: balance,
  [`/api/v1/users/${USER}/custody_account_holders/${HOLDER}/custody_balances`]: `[${balance}]`,
  [`${custody}/transactions/withdrawable_balance`]: '123456789012345677.91',
  [`${custody}/transactions/estimated_fee`]: '1.00',
};

let host: Server;
let client: OfferingClient;
const orderRef = { userId: USER, projectId: PROJECT, orderId: ORDER };
const accountRef = { userId: USER, holderId: HOLDER, accountId: ACCOUNT };

beforeAll(async () => {
  host = createServer((request, response) => {
    const body = ANSWERS[(request.url ?? '').split('?')[0] ?? ''];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' }).end(body ?? '{}');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const { port } = host.address() as AddressInfo;
  client = createClient({ baseUrl: `http://127.0.0.1:${port}/api/v1`, key: 'k', secret: 's', maxTries: 1 });
});

afterAll(async () => {
  await client.close();
  await new Promise((resolve) => host.close(resolve));
});

describe('a JSON number amount keeps every digit through the client', () => {
  it('in an order, alone and in a list', async () => {
    expect((await client.orders.get(USER, PROJECT, ORDER)).amount).toBe(LONG);
    expect((await client.orders.list())[0]?.amount).toBe(LONG);
  });

  it('in a payment', async () => {
    expect((await client.payments.get(orderRef, PAYMENT)).amount).toBe(LONG);
  });

  it('in a custody balance, alone and in a list', async () => {
    expect(await client.custody.balance(accountRef)).toMatchObject({ balance: LONG, withdrawable_balance: '123456789012345677.91' });
    expect((await client.custody.balances(accountRef))[0]).toMatchObject({ balance: LONG });
  });

  it('in the bare numbers of the withdrawable balance and the estimated fee', async () => {
    expect(await client.custody.withdrawableBalance(accountRef)).toBe('123456789012345677.91');
    expect(await client.custody.estimatedFee(accountRef)).toBe('1.00');
  });
});

describe('the response parser', () => {
  it('keeps numbers a double holds as numbers, and only the others as their text', () => {
    expect(parseJson(`{"cursor":42,"share":12.5,"amount":${LONG},"iban":"DE89370400440532013000"}`)).toEqual({
      cursor: 42,
      share: 12.5,
      amount: new ExactNumber(LONG),
      iban: 'DE89370400440532013000',
    });
    expect(parseJson('[1, 2.25, "x"]')).toEqual([1, 2.25, 'x']);
    expect(parseJson(`[\n  ${LONG},\n  -0.12345678901234567\n]`)).toEqual([new ExactNumber(LONG), new ExactNumber('-0.12345678901234567')]);
    expect(parseJson('{"iban":"DE89370400440532013000","n":1}')).toEqual({ iban: 'DE89370400440532013000', n: 1 });
    expect(parseJson(' 99.50 ')).toEqual(new ExactNumber('99.50'));
  });

  it('refuses what is not JSON, in either path', () => {
    expect(() => parseJson('{"a":')).toThrow(SyntaxError);
    expect(() => parseJson(`{"a":${LONG},}`)).toThrow(SyntaxError);
  });
});
