import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { DISTRIBUTION_LIST_CONTENT_TYPE, type Payout } from '../../../src-shared/wire/distribution';
import type { RoutesOptions } from '../context';
import {
  distributionListCsv,
  findPayout,
  findSnapshot,
  findUserPayout,
  latestSnapshot,
  listPayouts,
  listSnapshots,
  listUserPayouts,
  preparationStatus,
  startPreparation,
} from '../db/distribution';
import type { Queryable } from '../db/store';
import { HttpError, notFound, parseId } from '../http';
import { Preparations } from '../preparation';
import { requireProject } from './projects';

/** Rows per query while streaming the list: about half a megabyte of text each. */
const LIST_BATCH = 10_000;

type ProjectParams = { Params: { project_id: string } };
type ProjectItemParams = { Params: { project_id: string; id: string } };
type PayoutParams = { Params: { payout_id: string } };

async function requirePayout(q: Queryable, id: string | undefined): Promise<Payout> {
  const payout = await findPayout(q, parseId(id, 'Payout'));
  if (!payout) throw notFound('Payout');
  return payout;
}

export default async function distributionRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  const preparations = new Preparations(ctx);
  app.addHook('onReady', () => preparations.resume());
  app.addHook('onClose', () => preparations.stop());

  const project = '/projects/:project_id';

  // Answers at once; the preparation runs in the background (one at a time per project).
  app.post<ProjectParams>(`${project}/prepare_for_distribution`, async (request) => {
    const started = await ctx.write(async (tx) => {
      const found = await requireProject(tx, request.params.project_id);
      return { project: found, preparation: await startPreparation(tx, found.id) };
    });
    preparations.start(started.preparation);
    return started.project;
  });

  app.get<ProjectParams>(`${project}/prepare_for_distribution_status`, async (request) => {
    const found = await requireProject(ctx.db, request.params.project_id);
    return preparationStatus(ctx.db, found.id);
  });

  // Streamed from the latest completed snapshot, batch by batch, with backpressure.
  app.get<ProjectParams>(`${project}/distribution_list`, async (request, reply) => {
    const found = await requireProject(ctx.db, request.params.project_id);
    const snapshot = await latestSnapshot(ctx.db, found.id);
    if (!snapshot) {
      throw new HttpError(404, 'not_prepared', 'No distribution list yet: prepare the project for distribution first');
    }
    const csv = Readable.from(distributionListCsv(ctx.db, snapshot, LIST_BATCH), { objectMode: false });
    return reply.type(DISTRIBUTION_LIST_CONTENT_TYPE).send(csv);
  });

  app.get<ProjectParams>(`${project}/snapshots`, async (request) => {
    const found = await requireProject(ctx.db, request.params.project_id);
    return listSnapshots(ctx.db, found.id);
  });

  app.get<ProjectItemParams>(`${project}/snapshots/:id`, async (request) => {
    const found = await requireProject(ctx.db, request.params.project_id);
    const snapshot = await findSnapshot(ctx.db, found.id, parseId(request.params.id, 'Snapshot'));
    if (!snapshot) throw notFound('Snapshot');
    return snapshot;
  });

  app.get<ProjectParams>(`${project}/payouts`, async (request) => {
    const found = await requireProject(ctx.db, request.params.project_id);
    return listPayouts(ctx.db, found.id);
  });

  app.get<ProjectItemParams>(`${project}/payouts/:id`, async (request) => {
    const found = await requireProject(ctx.db, request.params.project_id);
    const payout = await requirePayout(ctx.db, request.params.id);
    if (payout.project_id !== found.id) throw notFound('Payout');
    return payout;
  });

  app.get<PayoutParams>('/payouts/:payout_id/user_payouts', async (request) => {
    const payout = await requirePayout(ctx.db, request.params.payout_id);
    return listUserPayouts(ctx.db, payout.id);
  });

  app.get<{ Params: { payout_id: string; id: string } }>('/payouts/:payout_id/user_payouts/:id', async (request) => {
    const payout = await requirePayout(ctx.db, request.params.payout_id);
    const userPayout = await findUserPayout(ctx.db, payout.id, parseId(request.params.id, 'User payout'));
    if (!userPayout) throw notFound('User payout');
    return userPayout;
  });
}
