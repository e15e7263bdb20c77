import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, rename, rm } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { DISTRIBUTION_LIST_HEADER, Payout, PreparationStatus, Snapshot, UserPayout } from '../../src-shared/wire/distribution';
import { Project } from '../../src-shared/wire/projects';
import { ApiError } from './errors';
import { type AnswerLimits, type Transport, encodeSegment as seg, sizeText } from './transport';

export interface DownloadProgress {
  bytes: number;
  /** Rows below the header. */
  rows: number;
}

export interface DownloadOptions {
  /** Called as chunks arrive. */
  onProgress?: (progress: DownloadProgress) => void;
  /** Sees every chunk of the list, in order, as it goes to the destination. */
  onData?: (chunk: Buffer) => void;
  /** Cancels the download; a file destination is then left as it was. */
  signal?: AbortSignal;
}

const LF = 0x0a;
const HEADER_LINE = new RegExp(`^${DISTRIBUTION_LIST_HEADER}\\r?\\n`);
/** Enough of the body to judge its first line. */
const HEADER_BYTES = DISTRIBUTION_LIST_HEADER.length + 2;
const BAD_HEADER = `the list does not start with the line "${DISTRIBUTION_LIST_HEADER}"`;

/**
 * Counts the list's bytes and rows as they pass, checking the header and the caps. It listens
 * beside the pipe to the destination rather than being a stage of it: a Transform's own
 * buffering cost a million-row download ~5% against `curl -o`.
 */
class ListMeter {
  readonly #path: string;
  readonly #limits: Pick<AnswerLimits, 'distributionBytes' | 'distributionRows'>;
  readonly #onProgress: DownloadOptions['onProgress'];
  readonly #onData: DownloadOptions['onData'];
  #bytes = 0;
  #lines = 0;
  #lastByte = -1;
  /** The body's first bytes until the header is checked, then undefined. */
  #head: string | undefined = '';

  constructor(path: string, limits: AnswerLimits, { onProgress, onData }: DownloadOptions) {
    this.#path = path;
    this.#limits = limits;
    this.#onProgress = onProgress;
    this.#onData = onData;
  }

  get progress(): DownloadProgress {
    // A last row without a line end counts too.
    const open = this.#bytes > 0 && this.#lastByte !== LF ? 1 : 0;
    return { bytes: this.#bytes, rows: Math.max(0, this.#lines + open - 1) };
  }

  /** Pipes `body` to `destination`, metered; a breach fails the pipe with its ApiError. */
  async pipe(body: Readable, destination: Writable): Promise<void> {
    // Listening before the pipe is set up: the body flows only from the next tick, by then both listen.
    body.on('data', (chunk: Buffer) => {
      const breach = this.#feed(chunk);
      if (breach) body.destroy(breach);
    });
    await pipeline(body, destination);
    // A body shorter than the header line and its line end.
    if (this.#head !== undefined && !HEADER_LINE.test(this.#head)) throw this.#invalid(BAD_HEADER);
  }

  #feed(chunk: Buffer): ApiError | undefined {
    if (this.#head !== undefined) {
      this.#head += chunk.toString('latin1', 0, HEADER_BYTES);
      if (this.#head.length >= HEADER_BYTES) {
        if (!HEADER_LINE.test(this.#head)) return this.#invalid(BAD_HEADER);
        this.#head = undefined;
      }
    }
    this.#bytes += chunk.length;
    for (let i = chunk.indexOf(LF); i !== -1; i = chunk.indexOf(LF, i + 1)) this.#lines++;
    this.#lastByte = chunk[chunk.length - 1] ?? this.#lastByte;
    const { distributionBytes, distributionRows } = this.#limits;
    if (this.#bytes > distributionBytes) return this.#invalid(`the list is larger than ${sizeText(distributionBytes)}`);
    if (this.progress.rows > distributionRows) return this.#invalid(`the list has more than ${distributionRows} rows`);
    this.#onProgress?.(this.progress);
    this.#onData?.(chunk);
    return undefined;
  }

  #invalid(message: string): ApiError {
    return new ApiError(message, {
      kind: 'invalid_response',
      method: 'GET',
      path: this.#path,
      status: 200,
    });
  }
}

/**
 * Puts the complete list in the destination's place in one rename, so the destination always
 * holds a whole list, the old or the new. A rename over a file frees that file's blocks before
 * it returns (20–40 ms for a 100 MB list on ext4, most of a repeated download's time beyond
 * curl's, which truncates as it opens, beside the request): the old list keeps a second name
 * through the rename and is removed after, while the caller goes on. Where no second name can
 * be made (no file there yet, or a file system without hard links) it is the plain rename.
 */
async function replaceWith(partial: string, destination: string): Promise<void> {
  const old = `${partial}.old`;
  const kept = await link(destination, old).then(
    () => true,
    () => false,
  );
  try {
    await rename(partial, destination);
  } finally {
    if (kept) void rm(old, { force: true }).catch(() => undefined);
  }
}

export function distributionClient(http: Transport) {
  const project = (id: string) => `/projects/${seg(id)}`;
  return {
    /** Starts the preparation in the background; answers the project. */
    prepare: (projectId: string) =>
      http.request({ method: 'POST', path: `${project(projectId)}/prepare_for_distribution` }, Project),
    status: (projectId: string) =>
      http.request({ method: 'GET', path: `${project(projectId)}/prepare_for_distribution_status` }, PreparationStatus),

    /**
     * Streams the distribution list (CSV) to a file path or a writable, never holding it
     * whole. A path is written beside itself and renamed when the list is complete, so it
     * never holds a partial list; on failure or cancel it is left as it was. A writable is
     * ended when the list is complete and destroyed on failure.
     */
    downloadList: (projectId: string, destination: string | Writable, options: DownloadOptions = {}) => {
      const path = `${project(projectId)}/distribution_list`;
      return http.stream({ path, accept: 'text/csv', signal: options.signal }, async (body) => {
        const meter = new ListMeter(http.target(path), http.limits, options);
        if (typeof destination !== 'string') {
          // The pipe destroys it on the body's failures; a body found too short only once
          // the pipe has ended it is destroyed here.
          await meter.pipe(body, destination).catch((error: unknown) => {
            destination.destroy(error as Error);
            throw error;
          });
          return meter.progress;
        }
        const partial = `${destination}.${randomBytes(4).toString('hex')}.part`;
        const file = createWriteStream(partial);
        try {
          await meter.pipe(body, file);
          await replaceWith(partial, destination);
        } catch (error) {
          // pipeline can reject before the file stream's pending open has created the
          // file; removing it then would leave the .part behind once the open completes.
          if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
          await rm(partial, { force: true });
          throw error;
        }
        return meter.progress;
      });
    },

    snapshots: (projectId: string) =>
      http.request({ method: 'GET', path: `${project(projectId)}/snapshots` }, z.array(Snapshot)),
    snapshot: (projectId: string, id: string) =>
      http.request({ method: 'GET', path: `${project(projectId)}/snapshots/${seg(id)}` }, Snapshot),
    payouts: (projectId: string) => http.request({ method: 'GET', path: `${project(projectId)}/payouts` }, z.array(Payout)),
    payout: (projectId: string, id: string) =>
      http.request({ method: 'GET', path: `${project(projectId)}/payouts/${seg(id)}` }, Payout),
    userPayouts: (payoutId: string) =>
      http.list({ method: 'GET', path: `/payouts/${seg(payoutId)}/user_payouts` }, UserPayout),
    userPayout: (payoutId: string, id: string) =>
      http.request({ method: 'GET', path: `/payouts/${seg(payoutId)}/user_payouts/${seg(id)}` }, UserPayout),
  };
}
export type DistributionClient = ReturnType<typeof distributionClient>;
