import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Transform, type TransformCallback, type Writable } from 'node:stream';
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

/** Passes the list through untouched, counting bytes and rows, checking the header and the caps. */
class ListMeter extends Transform {
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
    super();
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

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.#head !== undefined) {
      this.#head += chunk.toString('latin1', 0, HEADER_BYTES);
      if (this.#head.length >= HEADER_BYTES) {
        if (!HEADER_LINE.test(this.#head)) return done(this.#invalid(BAD_HEADER));
        this.#head = undefined;
      }
    }
    this.#bytes += chunk.length;
    for (let i = chunk.indexOf(LF); i !== -1; i = chunk.indexOf(LF, i + 1)) this.#lines++;
    this.#lastByte = chunk[chunk.length - 1] ?? this.#lastByte;
    const { distributionBytes, distributionRows } = this.#limits;
    if (this.#bytes > distributionBytes) return done(this.#invalid(`the list is larger than ${sizeText(distributionBytes)}`));
    if (this.progress.rows > distributionRows) return done(this.#invalid(`the list has more than ${distributionRows} rows`));
    this.#onProgress?.(this.progress);
    this.#onData?.(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    // A body shorter than the header line and its line end.
    done(this.#head !== undefined && !HEADER_LINE.test(this.#head) ? this.#invalid(BAD_HEADER) : null);
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
          await pipeline(body, meter, destination);
          return meter.progress;
        }
        const partial = `${destination}.${randomBytes(4).toString('hex')}.part`;
        const file = createWriteStream(partial);
        try {
          await pipeline(body, meter, file);
          await rename(partial, destination);
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
