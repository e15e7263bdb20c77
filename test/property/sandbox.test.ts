// Properties of the sandbox under hostile input: every route of the API and the operator
// API gets signed requests with bad ids and bad bodies, in random order and concurrently.
// No answer is a 5xx, every 4xx has the error shape of docs/sandbox.md, the database's invariants
// hold after each run, and the server still answers.
import fc from 'fast-check';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_PAGE_PREFIX } from '../../src-main/sandbox/video-page';
import { ErrorBody } from '../../src-shared/wire/errors';
import { sign, signatureDate } from '../../src-main/signature';
import type { Sandbox } from '../../src-main/sandbox/server';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';
import { budget, checkProperty } from '../support/budget';
import { type Violations, invariantViolations } from './sandbox-invariants';
import { type Concrete, type Generated, type World, concrete, loadWorld, requestTo, requestToAny, unfilledParams } from './sandbox-requests';
import { type Route, collectRoutes } from './sandbox-routes';

const b = budget(30);
let t: TestSandbox<Sandbox>;
let pool: Pool;
let routes: Route[];
/** Orders whose status the operator API set: their status need not follow their payments. */
const setByHand = new Set<string>();

beforeAll(async () => {
  ({ started: t, routes } = await collectRoutes(() => startTestSandbox({ seed: 'demo' })));
  pool = new Pool(new URL(t.sandbox.baseUrl).origin, { connections: 8, headersTimeout: 30_000, bodyTimeout: 30_000 });
}, 120_000);
afterAll(async () => {
  await pool?.close();
  await t?.close();
});

interface Answer {
  status: number;
  text: string;
  contentType: string;
}

async function send(request: Concrete): Promise<Answer> {
  const signature = sign(t.sandbox.secret, { method: request.method, path: request.path, body: request.body, date: signatureDate(new Date()) });
  const headers: Record<string, string> = { authorization: `Bearer ${t.sandbox.key}`, 'x-signature': signature };
  if (request.contentType && request.body !== undefined) headers['content-type'] = request.contentType;
  const response = await pool.request({ method: request.method, path: request.path, body: request.body, headers });
  return { status: response.statusCode, text: await response.body.text(), contentType: String(response.headers['content-type'] ?? '') };
}

const shown = (r: Concrete) => `${r.method} ${r.path.slice(0, 200)} ${(r.body ?? '').slice(0, 300)}`;

/** What every answer must be: no 5xx, signed so no 401, and a 4xx in the error shape. */
function checkAnswer(request: Concrete, answer: Answer): void {
  const where = `${shown(request)}\n  answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  if (answer.status >= 500) throw new Error(`5xx: ${where}`);
  if (answer.status === 401) throw new Error(`the signature was refused (the generator's fault): ${where}`);
  // The video page is a browser's page, not the API: it answers in HTML, refusals too.
  const page = request.path.startsWith(`${VIDEO_PAGE_PREFIX}/`) && answer.contentType.startsWith('text/html');
  if (answer.status >= 400 && request.method !== 'HEAD' && !page) {
    if (!answer.contentType.startsWith('application/json')) throw new Error(`a 4xx that is not JSON: ${where}`);
    const body = ErrorBody.strict().safeParse(JSON.parse(answer.text));
    if (!body.success) throw new Error(`a 4xx without the error shape: ${where}`);
    if (body.data.error.status !== answer.status) throw new Error(`error.status differs from the status: ${where}`);
    if (body.data.error.code === '' || (body.data.error.fields !== undefined && answer.status !== 422)) {
      throw new Error(`an empty code, or fields on an answer that is not 422: ${where}`);
    }
  }
  const byHand = /^\/sandbox\/orders\/([^/?]+)$/.exec(request.path);
  if (request.method === 'PATCH' && byHand?.[1] && answer.status < 300) setByHand.add(decodeURIComponent(byHand[1]));
}

/** The requests at once, their ids taken from the data of the moment. */
async function sendAll(batch: Generated[], world?: World): Promise<void> {
  world ??= await loadWorld(t.sandbox.ctx.db);
  const requests = batch.map((g) => concrete(g, world));
  const answers = await Promise.all(requests.map(send));
  requests.forEach((request, i) => checkAnswer(request, answers[i] as Answer));
}

/** The invariants hold and the server still answers. */
async function checkAfter(): Promise<void> {
  const violations = await invariantViolations(t.sandbox.ctx.db, setByHand);
  if (Object.keys(violations).length > 0) throw new Error(`invariants broken: ${JSON.stringify(violations)}`);
  const health = await send({ method: 'GET', path: '/api/v1/config', body: undefined, contentType: null });
  if (health.status !== 200) throw new Error(`the server no longer answers: ${health.status} ${health.text.slice(0, 200)}`);
}

describe(`sandbox under hostile input (${b.label})`, () => {
  it('finds every route of the API and the operator API, and has good values for each one\'s parameters', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'DELETE /api/v1/projects/:id',
        'POST /api/v1/users/:user_id/projects/:project_id/orders/:order_id/payments',
        'GET /api/v1/users/:user_id/custody_account_holders/:custody_account_holder_id/custody_accounts/:custody_account_id/:id',
        'PATCH /sandbox/orders/:id',
        'POST /sandbox/custody_accounts/:id/deposit',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(routes.filter((r) => unfilledParams(r).length > 0).map((r) => [`${r.method} ${r.path}`, unfilledParams(r)])).toEqual([]);
  });

  /** Bad data for each invariant, planted behind the API's back: each check must see its own. */
  const PLANTED: Record<keyof Violations, string[]> = {
    orderTotals: [`update order_totals set amount = amount + 1 where (project_id, status) = (select project_id, status from order_totals where orders_count > 0 limit 1)`],
    // An order whose investor is gone: the foreign keys are off for this transaction only.
    orphanOrders: ['set local session_replication_role = replica', `update orders set user_id = '00000000-0000-4000-8000-000000000000' where id = (select id from orders limit 1)`],
    // Moved to `new` though paid: the totals' triggers move its counts, so only its status is wrong.
    orderStatus: [`update orders set status = 'new' where id = (select order_id from payments limit 1)`],
    custodyBalances: ['update custody_accounts set balance = balance + 1 where id = (select id from custody_accounts limit 1)'],
  };

  it.each(Object.entries(PLANTED))('sees bad data its check %s is for, and only that', async (name, statements) => {
    let seen: Violations = {};
    const rollBack = new Error('roll back');
    const rolledBack = t.sandbox.ctx.db.transaction(async (tx) => {
      for (const sql of statements) await tx.query(sql);
      seen = await invariantViolations(tx, new Set());
      throw rollBack;
    });
    await expect(rolledBack).rejects.toBe(rollBack);
    expect(Object.keys(seen)).toEqual([name]);
    expect(await invariantViolations(t.sandbox.ctx.db, setByHand)).toEqual({});
  });

  it('answers a few bad requests to every route, one route after another', { timeout: b.timeoutMs }, async () => {
    const world = await loadWorld(t.sandbox.ctx.db);
    for (const route of routes) await sendAll(fc.sample(requestTo(route), { seed: b.seed, numRuns: 3 }), world);
    await checkAfter();
  });

  it('holds its properties for random batches of concurrent requests', { timeout: b.timeoutMs }, async () => {
    const batches = fc.array(fc.array(requestToAny(routes), { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 });
    const run = async (all: Generated[][]) => {
      for (const batch of all) await sendAll(batch);
      await checkAfter();
    };
    await checkProperty(fc.asyncProperty(batches, run), b);
  });
});
