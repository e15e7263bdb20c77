// The operator API under /sandbox (docs/sandbox.md): what the real service's admin application does.
// On a remote sandbox only the operator's key reaches it (server.ts), and a webhook may not
// point into the sandbox's own networks.
import type { FastifyInstance } from 'fastify';
import { CustodyAssetForm, DepositForm } from '../../src-shared/wire/custody';
import type { Token } from '../../src-shared/wire/operator';
import { DeliveryListQuery, OrderStatusUpdate, VideoIdentificationCompletion, WebhookForm } from '../../src-shared/wire/operator';
import type { RoutesOptions } from './context';
import { deposit, findAccount, insertAsset } from './db/custody';
import { insertPayout, latestSnapshot, payoutOfSnapshot } from './db/distribution';
import { findOrder, setOrderStatus } from './db/orders';
import { isUniqueViolation } from './db/store';
import { listTokens, newToken, revokeToken, storeToken } from './db/tokens';
import { setApproved, toUser } from './db/users';
import { findVideoSession, finishVideoIdentification, toVideoIdentification } from './db/video-identifications';
import { HttpError, invalid, notFound, orNotFound, parseBody, parseForm, parseId, parseQuery } from './http';
import { revealFor } from './routes/kyc';
import { requireProject } from './routes/projects';
import { requireUser } from './routes/users';
import { addWebhook, enqueueEvent, listWebhooks, recentDeliveries, removeWebhook } from './db/webhooks';
import { refusedWebhookAddress } from './webhooks';

type IdParams = { Params: { id: string } };

/** A sandbox others reach: the operator's own key, and whether webhooks may reach internal addresses. */
export interface RemoteSettings {
  operator: Token;
  privateWebhooks?: boolean;
}

export default async function operatorRoutes(app: FastifyInstance, { ctx, remote }: RoutesOptions & { remote?: RemoteSettings }) {
  app.get('/webhooks', () => listWebhooks(ctx.db));

  app.post('/webhooks', async (request, reply) => {
    const { url } = parseBody(WebhookForm, request.body);
    const refused = remote && !remote.privateWebhooks ? await refusedWebhookAddress(url) : undefined;
    if (refused) throw invalid({ url: [refused] });
    return reply.code(201).send(await addWebhook(ctx.db, url));
  });

  app.delete<IdParams>('/webhooks/:id', async (request) => {
    if (!(await removeWebhook(ctx.db, parseId(request.params.id, 'Webhook')))) throw notFound('Webhook');
    return { success: true };
  });

  app.get('/webhook_deliveries', async (request) =>
    orNotFound(await recentDeliveries(ctx.db, parseQuery(DeliveryListQuery, request.query)), 'Webhook delivery'),
  );

  // The admin test section's "mock KYC": approved without a video session.
  app.post<IdParams>('/users/:id/mock_kyc', async (request, reply) => {
    const user = await ctx.write(async (tx) => {
      const current = await requireUser(tx, request.params.id);
      const approved = await setApproved(tx, current.id, true);
      await enqueueEvent(tx, { event: 'kyc_video_identification_success', user_id: current.id });
      await enqueueEvent(tx, { event: 'kyc_approved', user_id: current.id });
      return approved;
    });
    return reply.code(201).send(toUser(user));
  });

  // The provider's callback; the redirect page (video-page.ts) does the same for a browser.
  app.post<IdParams>('/video_identifications/:id/complete', async (request, reply) => {
    const { status } = parseBody(VideoIdentificationCompletion, request.body);
    const video = await ctx.write(async (tx) => {
      const id = parseId(request.params.id, 'Video identification');
      const session = orNotFound(await findVideoSession(tx, id), 'Video identification');
      if (session.status !== 'pending') {
        throw new HttpError(400, 'video_identification_finished', `The video identification has already ended (${session.status})`);
      }
      return finishVideoIdentification(tx, session, status);
    });
    return reply.code(201).send(toVideoIdentification(video, revealFor(ctx, request)));
  });

  app.post<IdParams>('/users/:id/reject', async (request, reply) => {
    const user = await ctx.write(async (tx) => {
      const current = await requireUser(tx, request.params.id);
      const rejected = await setApproved(tx, current.id, false);
      await enqueueEvent(tx, { event: 'kyc_rejected', user_id: current.id });
      return rejected;
    });
    return reply.code(201).send(toUser(user));
  });

  app.patch<IdParams>('/orders/:id', async (request, reply) => {
    const { status } = parseBody(OrderStatusUpdate, request.body);
    const order = await ctx.write(async (tx) => {
      const current = await findOrder(tx, parseId(request.params.id, 'Order'), { lock: true });
      if (!current) throw notFound('Order');
      return setOrderStatus(tx, current, status);
    });
    return reply.code(201).send(order);
  });

  // The distribution on the blockchain: pays out the latest snapshot, once.
  app.post<IdParams>('/projects/:id/distribute', async (request, reply) => {
    const payout = await ctx.write(async (tx) => {
      const project = await requireProject(tx, request.params.id);
      const snapshot = await latestSnapshot(tx, project.id);
      if (!snapshot) throw new HttpError(422, 'not_prepared', 'Prepare the project for distribution first');
      if (await payoutOfSnapshot(tx, snapshot.id)) {
        throw new HttpError(422, 'already_distributed', 'The latest snapshot is paid out: prepare the project again');
      }
      return insertPayout(tx, snapshot);
    });
    return reply.code(201).send(payout);
  });

  app.post('/custody_assets', async (request, reply) => {
    const form = parseForm(CustodyAssetForm, 'custody_asset', request.body);
    const asset = await ctx.write((tx) => insertAsset(tx, form)).catch((error: unknown) => {
      if (isUniqueViolation(error, 'custody_assets_symbol_key')) throw invalid({ symbol: ['has already been taken'] });
      throw error;
    });
    return reply.code(201).send(asset);
  });

  app.post<IdParams>('/custody_accounts/:id/deposit', async (request, reply) => {
    const { amount } = parseBody(DepositForm, request.body);
    const transaction = await ctx.write(async (tx) => {
      const account = await findAccount(tx, parseId(request.params.id, 'Custody account'));
      if (!account) throw notFound('Custody account');
      return deposit(tx, account, amount);
    });
    return reply.code(201).send(transaction);
  });

  app.post('/tokens', async (_request, reply) => {
    const token = newToken();
    await storeToken(ctx.db, token);
    ctx.tokens.set(token.key, token.secret);
    return reply.code(201).send(token);
  });

  /** The keys, never their secrets; `primary`: the one the sandbox printed at start. */
  app.get('/tokens', () => listTokens(ctx.db));

  app.delete<{ Params: { key: string } }>('/tokens/:key', async (request) => {
    if (!(await revokeToken(ctx.db, request.params.key))) throw notFound('Token');
    ctx.tokens.delete(request.params.key);
    return { success: true };
  });
}
