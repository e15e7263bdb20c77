// Downloading an official list file from its address, through the active connection's proxy
// and company CA (client/network.ts), following a few redirects, into a folder of its own so
// that the list reader sees it as a file.
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type NetworkOptions, dispatcherFor } from '../../client/network';

/** The largest list file taken (the official ones are tens of MiB). */
const MAX_BYTES = 512 * 1024 * 1024;
const MAX_REDIRECTS = 5;
const CONNECT_TIMEOUT_MS = 15_000;

/** The file's name for the reader's messages: the address's last path segment, else its host. */
function fileNameOf(url: URL): string {
  const last = basename(decodeURIComponent(url.pathname));
  return /^[\w.-]{1,100}$/.test(last) ? last : `${url.hostname}.list`;
}

/** Downloads `address` into `folder`; the path of the file written. Throws with the address and the status in words. */
export async function downloadList(address: string, network: NetworkOptions, folder: string): Promise<string> {
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const dispatcher = dispatcherFor(url.origin, network, CONNECT_TIMEOUT_MS);
    try {
      const response = await dispatcher.request({ origin: url.origin, path: `${url.pathname}${url.search}`, method: 'GET', headers: { accept: '*/*' } });
      const location = response.headers.location;
      if (response.statusCode >= 300 && response.statusCode < 400 && typeof location === 'string') {
        await response.body.dump();
        url = new URL(location, url);
        continue;
      }
      if (response.statusCode !== 200) {
        await response.body.dump();
        throw new Error(`${address} answered HTTP ${response.statusCode}`);
      }
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const path = join(folder, fileNameOf(url));
      let size = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(size > MAX_BYTES ? new Error(`${address} sent more than ${MAX_BYTES / 1024 / 1024} MiB`) : null, chunk);
        },
      });
      await pipeline(response.body, limit, createWriteStream(path, { mode: 0o600 }));
      return path;
    } finally {
      await dispatcher.close();
    }
  }
  throw new Error(`${address} redirected more than ${MAX_REDIRECTS} times`);
}
