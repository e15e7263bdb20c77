// The update channel: off until the build (or IT) names a feed. It checks the feed, says what
// is new, downloads the file in the background to the user data folder, checks its SHA-512
// and the Ed25519 signature with the public key the desk ships, and offers it for
// installation when the desk quits. Never while a payment is being sent or a batch of
// statement lines is being entered: then it waits for the next quit. Plain Node (undici),
// so it is tested against a local server; the installing itself is the shell's.
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { Transform } from 'node:stream';
import { request } from 'undici';
import { isLoopbackHost } from '../../src-shared/domain/profile';
import { Feed, type ReleaseFile, compareVersions, signatureValid } from './release';
import { rememberVerified } from './verified';
import type { UpdateStatus } from '../../src-shared/domain/update-status';

export type { UpdateStatus };

export interface UpdateConfig {
  /** The feed's address (`…/latest.json`): https, or http to this machine (tests). */
  feedUrl: string;
  /** The platform's Ed25519 public key, PEM. */
  publicKey: string;
}

export interface UpdaterOptions extends UpdateConfig {
  currentVersion: string;
  /** `${process.platform}-${process.arch}` */
  platform: string;
  /** Where downloads go (the user data folder's `updates`). */
  downloadDir: string;
  /** A payment or a batch of them is under way: no restart now. */
  busy: () => boolean;
  onChange?: (status: UpdateStatus) => void;
  /** The clock a feed's expiry is read against. */
  now?: () => Date;
}


/** Largest feed accepted: a feed is a few kilobytes. */
const FEED_LIMIT = 1024 * 1024;

function checkedUrl(text: string, base?: string): URL {
  const url = new URL(text, base);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return url;
  throw new Error(`the update address ${url.origin} is not https`);
}

export class Updater {
  readonly #options: UpdaterOptions;
  readonly #key: KeyObject;
  #status: UpdateStatus = { state: 'idle' };
  /** The verified file, once downloaded. */
  #ready: string | undefined;

  constructor(options: UpdaterOptions) {
    this.#options = options;
    this.#key = createPublicKey(options.publicKey);
    checkedUrl(options.feedUrl);
  }

  #now(): Date {
    return this.#options.now?.() ?? new Date();
  }

  get status(): UpdateStatus {
    return this.#status;
  }

  /**
   * Reads the feed; a newer release for this platform is downloaded and verified. Resolves
   * with the status it ends in; a failure is a status ('failed'), never thrown.
   */
  async check(): Promise<UpdateStatus> {
    if (this.#status.state === 'checking' || this.#status.state === 'downloading' || this.#status.state === 'ready') return this.#status;
    this.#set({ state: 'checking' });
    let feed: Feed;
    try {
      feed = await this.#feed();
    } catch (error) {
      return this.#set({ state: 'failed', message: `The update feed could not be read: ${reason(error)}` });
    }
    // Even a feed with nothing newer must be signed and current: "nothing new" is what a
    // replayed old feed would say to keep a fix away.
    const file = feed.files[this.#options.platform];
    if (!file) return this.#set({ state: 'failed', message: `The update feed has no release for ${this.#options.platform}.` });
    // Before a byte is fetched: a feed whose signature does not cover what it says is refused.
    if (!signatureValid(this.#key, feed.version, this.#options.platform, feed.notes, file)) {
      return this.#set({ state: 'failed', version: feed.version, message: `Update ${feed.version} was refused: its signature does not match this desk's update key.` });
    }
    const now = this.#now();
    if (new Date(file.expires_at).getTime() <= now.getTime()) {
      return this.#set({ state: 'failed', version: feed.version, message: `The update feed expired on ${file.expires_at}: the server is not offering current releases.` });
    }
    if (compareVersions(feed.version, this.#options.currentVersion) <= 0) return this.#set({ state: 'current', checkedAt: now.toISOString() });
    this.#set({ state: 'downloading', version: feed.version, notes: feed.notes });
    try {
      this.#ready = await this.#download(feed.version, file);
    } catch (error) {
      return this.#set({ state: 'failed', version: feed.version, message: `Update ${feed.version} was refused: ${reason(error)}` });
    }
    return this.#set({ state: 'ready', version: feed.version, notes: feed.notes });
  }

  /**
   * Asked when the desk quits: the verified file to install, or undefined (none, or the desk
   * is busy with payments: then it stays ready for the next quit).
   */
  installOnQuit(): string | undefined {
    if (!this.#ready || this.#options.busy()) return undefined;
    return this.#ready;
  }

  async #feed(): Promise<Feed> {
    const { statusCode, body } = await request(this.#options.feedUrl, { headersTimeout: 30_000, bodyTimeout: 30_000 });
    if (statusCode !== 200) {
      await body.dump();
      throw new Error(`the server answered ${statusCode}`);
    }
    let text = '';
    for await (const chunk of body) {
      text += (chunk as Buffer).toString('utf8');
      if (text.length > FEED_LIMIT) throw new Error('the feed is too large');
    }
    const parsed = Feed.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error('the feed is not valid');
    return parsed.data;
  }

  /** Streams the file to disk, hashing it; anything but the signed size and hash is refused and deleted. */
  async #download(version: string, file: ReleaseFile): Promise<string> {
    const url = checkedUrl(file.url, this.#options.feedUrl);
    await mkdir(this.#options.downloadDir, { recursive: true, mode: 0o700 });
    const name = `${version}-${url.pathname.split('/').pop() || 'update'}`.replace(/[^A-Za-z0-9._-]/g, '_');
    const target = join(this.#options.downloadDir, name);
    const partial = `${target}.partial`;
    try {
      const { statusCode, body } = await request(url, { headersTimeout: 30_000, bodyTimeout: 120_000 });
      if (statusCode !== 200) {
        await body.dump();
        throw new Error(`the server answered ${statusCode} for the file`);
      }
      const hash = createHash('sha512');
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > file.size) return done(new Error('the file is larger than the feed says'));
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(body, counted, createWriteStream(partial, { mode: 0o600 }));
      if (size !== file.size || hash.digest('hex') !== file.sha512) throw new Error('the file is not the one that was signed (its SHA-512 differs)');
      await rename(partial, target);
      rememberVerified(target, file.sha512);
      return target;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  #set(status: UpdateStatus): UpdateStatus {
    this.#status = status;
    this.#options.onChange?.(status);
    return status;
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
