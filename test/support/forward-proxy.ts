// A company's network on loopback: a forward proxy that tunnels CONNECT (with or without Basic
// authentication), a certificate authority made with openssl, and a TLS front that serves a
// plain-HTTP sandbox over https with a certificate of that CA.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import { type AddressInfo, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Server as TlsServer, createServer as createTlsServer } from 'node:tls';

export interface ForwardProxy {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** Every CONNECT target it was asked for, with the answer it gave. */
  tunnels: Array<{ target: string; status: number }>;
  close(): Promise<void>;
}

export async function startForwardProxy(auth?: { username: string; password: string }): Promise<ForwardProxy> {
  const expected = auth && `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}`;
  const sockets = new Set<Socket>();
  const tunnels: ForwardProxy['tunnels'] = [];
  const server: Server = createServer((_request, response) => {
    // Only tunnels: the desk speaks https through a proxy.
    response.writeHead(405).end();
  });
  server.on('connect', (request, client: Socket) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    const target = request.url ?? '';
    const refuse = (status: number, reason: string, extra = '') => {
      tunnels.push({ target, status });
      client.end(`HTTP/1.1 ${status} ${reason}\r\n${extra}Content-Length: 0\r\n\r\n`);
    };
    if (expected && request.headers['proxy-authorization'] !== expected) {
      return refuse(407, 'Proxy Authentication Required', 'Proxy-Authenticate: Basic realm="office"\r\n');
    }
    const [host, port] = [target.slice(0, target.lastIndexOf(':')), Number(target.slice(target.lastIndexOf(':') + 1))];
    const upstream = connect({ host: host === 'localhost' ? '127.0.0.1' : host, port }, () => {
      tunnels.push({ target, status: 200 });
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => refuse(502, 'Bad Gateway'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tunnels,
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface TestCa {
  dir: string;
  /** The CA's certificate (PEM file): what IT installs, or a connection names. */
  caFile: string;
  caPem: string;
  /** A key and certificate for `host`, signed by this CA. */
  issue(host: string, options?: { days?: number }): { key: Buffer; cert: Buffer };
  remove(): void;
}

function openssl(args: string[], cwd: string): void {
  execFileSync('openssl', args, { cwd, stdio: 'ignore' });
}

/** A certificate authority made now, as a company's IT would have one. */
export function makeTestCa(name = 'Office Test Root CA'): TestCa {
  const dir = mkdtempSync(join(tmpdir(), 'od-ca-'));
  openssl(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', `/CN=${name}/O=Office Test`], dir);
  let serial = 0;
  return {
    dir,
    caFile: join(dir, 'ca.pem'),
    caPem: readFileSync(join(dir, 'ca.pem'), 'utf8'),
    issue(host, options = {}) {
      const base = `leaf${++serial}`;
      openssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${base}.key`, '-out', `${base}.csr`, '-subj', `/CN=${host}/O=Office Test`], dir);
      const ext = join(dir, `${base}.ext`);
      execFileSync('sh', ['-c', `printf 'subjectAltName=DNS:${host}\\n' > '${ext}'`]);
      openssl(
        ['x509', '-req', '-in', `${base}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', `${base}.pem`, '-days', String(options.days ?? 1), '-extfile', ext],
        dir,
      );
      return { key: readFileSync(join(dir, `${base}.key`)), cert: readFileSync(join(dir, `${base}.pem`)) };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface TlsFront {
  port: number;
  /** Points the front at the sandbox (it may start after the front). */
  target(origin: string): void;
  close(): Promise<void>;
}

/** https on `port` in front of a plain-HTTP origin: bytes in and out, the `Host` left as sent. */
export async function startTlsFront(credentials: { key: Buffer; cert: Buffer }): Promise<TlsFront> {
  let upstreamUrl: URL | undefined;
  const sockets = new Set<Socket>();
  const server: TlsServer = createTlsServer(credentials, (client) => {
    if (!upstreamUrl) return client.destroy();
    const upstream = connect({ host: upstreamUrl.hostname, port: Number(upstreamUrl.port) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    target: (origin) => void (upstreamUrl = new URL(origin)),
    close: async () => {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
