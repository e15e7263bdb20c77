import { randomBytes } from 'node:crypto';
import type { VideoIdentification, VideoIdentificationOutcome, VideoIdentificationStatus } from '../../../src-shared/wire/kyc';
import { enqueueEvent } from './webhooks';
import { type Queryable, one, rows } from './store';
import { findUserRow, setApproved } from './users';

/** The provider opens its session this long after creation (docs/sandbox.md: about 1 s). */
export const VIDEO_READY_AFTER_MS = 1000;

export interface VideoRow {
  id: string;
  identity_id: string;
  status: VideoIdentificationStatus;
  provider_id: string;
  ready_at: Date;
  completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** What a response needs to show a session: the clock, and where its redirect page is served. */
export interface Reveal {
  now: Date;
  redirectUrl(videoIdentificationId: string): string;
}

/** `provider_id` and `redirect_url` stay null until the provider is ready (no timer needed). */
export function toVideoIdentification(r: VideoRow, reveal: Reveal): VideoIdentification {
  const shown = r.status !== 'pending' || reveal.now >= r.ready_at;
  return {
    id: r.id,
    identity_id: r.identity_id,
    status: r.status,
    provider_id: shown ? r.provider_id : null,
    redirect_url: shown ? reveal.redirectUrl(r.id) : null,
    completed_at: r.completed_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export async function listVideoRows(q: Queryable, identityIds: string[]): Promise<VideoRow[]> {
  return rows<VideoRow>(
    q,
    'select * from video_identifications where identity_id = any($1::uuid[]) order by created_at, seq',
    [identityIds],
  );
}

export async function insertVideoIdentification(q: Queryable, identityId: string, now: Date): Promise<VideoRow> {
  const providerId = `sbx-${randomBytes(8).toString('hex')}`;
  const readyAt = new Date(now.getTime() + VIDEO_READY_AFTER_MS);
  return (await one<VideoRow>(
    q,
    'insert into video_identifications (identity_id, provider_id, ready_at) values ($1, $2, $3) returning *',
    [identityId, providerId, readyAt],
  )) as VideoRow;
}

export async function findVideoIdentification(q: Queryable, identityId: string, id: string): Promise<VideoRow | undefined> {
  return one<VideoRow>(q, 'select * from video_identifications where identity_id = $1 and id = $2', [identityId, id]);
}

/** A session by its id alone, with the name of the person it identifies (the redirect page's view). */
export async function findVideoSession(
  q: Queryable,
  id: string,
): Promise<(VideoRow & { first_name: string; last_name: string; user_id: string }) | undefined> {
  return one(
    q,
    `select v.*, i.first_name, i.last_name, i.user_id
     from video_identifications v join identities i on i.id = v.identity_id where v.id = $1`,
    [id],
  );
}

/**
 * Ends a pending session, as the provider's callback does. A success approves the user
 * (`approved_at` set once) and reports `kyc_video_identification_success`, then
 * `kyc_approved` when the approval is new.
 */
export async function finishVideoIdentification(
  q: Queryable,
  session: Pick<VideoRow, 'id'> & { user_id: string },
  outcome: VideoIdentificationOutcome,
): Promise<VideoRow> {
  const finished = (await one<VideoRow>(
    q,
    `update video_identifications set status = $2, completed_at = now(), updated_at = now()
     where id = $1 and status = 'pending' returning *`,
    [session.id, outcome],
  )) as VideoRow;
  if (outcome === 'success') {
    const user = await findUserRow(q, session.user_id);
    await enqueueEvent(q, { event: 'kyc_video_identification_success', user_id: session.user_id });
    if (!user?.approved) {
      await setApproved(q, session.user_id, true);
      await enqueueEvent(q, { event: 'kyc_approved', user_id: session.user_id });
    }
  }
  return finished;
}
