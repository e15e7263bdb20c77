// The video identification as the screen follows it: which session counts, what it waits for,
// how often to ask again, and what still stands in the way of starting one. Pure.
import {
  type DataField,
  type Identity,
  type VideoIdentification,
  missingData,
  videoIdentificationGaps,
} from '@wire/kyc';

/** The newest session: the one the officer follows (without timestamps, the host's last). */
export function latestSession(identity: Pick<Identity, 'video_identifications'>): VideoIdentification | undefined {
  return [...identity.video_identifications].sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? '')).at(-1);
}

/**
 * `waiting`: created, the provider's id and page not there yet; `ready`: the session can be
 * opened and its result is awaited; then how it ended.
 */
export type VideoPhase = 'none' | 'waiting' | 'ready' | 'success' | 'failure' | 'aborted';

export function videoPhase(video: VideoIdentification | undefined): VideoPhase {
  if (!video) return 'none';
  if (video.status !== 'pending') return video.status;
  return video.provider_id === null || video.redirect_url === null ? 'waiting' : 'ready';
}

/**
 * Who must act next on a pending session, and since when it waits: the provider until its
 * session page is there, then the person, who takes the session there. Nothing once it ended.
 */
export function nextStep(video: VideoIdentification | undefined): { who: 'provider' | 'person'; since?: string } | undefined {
  const phase = videoPhase(video);
  if (phase !== 'waiting' && phase !== 'ready') return undefined;
  return { who: phase === 'waiting' ? 'provider' : 'person', since: video?.created_at };
}

/**
 * How often to read the session again (TanStack Query's `refetchInterval`): every second until
 * the provider's page is there, then every two while the result is awaited. A staging host
 * never learns the result (the provider does not report it there), so it is not polled for.
 */
export function pollInterval(video: VideoIdentification | undefined, staging: boolean): number | false {
  const phase = videoPhase(video);
  if (phase === 'waiting') return 1000;
  if (phase === 'ready') return staging ? false : 2000;
  return false;
}

/** One prerequisite the API would refuse the start for, with the identity's missing fields. */
export interface Gap {
  what: 'identity' | 'address' | 'bank_account' | 'identity_terms';
  fields: DataField[];
}

/** What starting a session still lacks, worked out from what the screen already has. */
export function startGaps(identity: Identity, termsAccepted: boolean, bankAccount: boolean): Gap[] {
  const gaps = videoIdentificationGaps(
    { identity, address: identity.address !== null, identity_terms: termsAccepted, documents: false, identified: false },
    bankAccount,
  );
  return (Object.keys(gaps) as Gap['what'][]).map((what) => ({ what, fields: what === 'identity' ? missingData(identity) : [] }));
}
