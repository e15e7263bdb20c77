// How a client reaches its host: directly or through a proxy (undici's ProxyAgent and
// EnvHttpProxyAgent), trusting the bundled roots, the operating system's store and a
// connection's own CA. And a refused certificate or proxy, said in words.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import tls, { type PeerCertificate, type SecureContext } from 'node:tls';
import { type Dispatcher, EnvHttpProxyAgent, Pool, ProxyAgent } from 'undici';

/**
 * direct: no proxy. environment: `HTTPS_PROXY`/`HTTP_PROXY` and `NO_PROXY`. proxy: this one,
 * with its user name and password when it asks for them.
 */
export type ProxyRoute =
  | { kind: 'direct' }
  | { kind: 'environment' }
  | { kind: 'proxy'; url: string; username?: string; password?: string };

export interface NetworkOptions {
  /** Default: direct. */
  route?: ProxyRoute;
  /** PEM certificates trusted besides the bundled roots and the system's (a company CA). */
  ca?: string[];
}

/** Where Linux distributions keep the system's bundle (Node before 22.15 cannot ask for it). */
const LINUX_BUNDLES = ['/etc/ssl/certs/ca-certificates.crt', '/etc/pki/tls/certs/ca-bundle.crt', '/etc/ssl/ca-bundle.pem'];
const PEM = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

export function pemCertificates(text: string): string[] {
  return text.match(PEM) ?? [];
}

let systemStore: string[] | undefined;
/**
 * The certificates the operating system trusts (roots installed by IT among them). Node 22.15+
 * (and Electron's) reads them on every platform; older Node reads the Linux bundle.
 */
export function systemCertificates(): string[] {
  if (systemStore) return systemStore;
  const fromNode = (tls as { getCACertificates?: (type: 'system') => string[] }).getCACertificates;
  if (fromNode) return (systemStore = fromNode('system'));
  for (const file of LINUX_BUNDLES) {
    try {
      return (systemStore = pemCertificates(readFileSync(file, 'utf8')));
    } catch {
      // not this distribution's place
    }
  }
  return (systemStore = []);
}

const contexts = new Map<string, SecureContext>();
/** One context per set of extra CAs: parsing some hundred roots per connection would cost each call. */
export function trustContext(extra: string[] = []): SecureContext {
  const key = extra.join('\n');
  let context = contexts.get(key);
  if (!context) {
    context = tls.createSecureContext({ ca: [...tls.rootCertificates, ...systemCertificates(), ...extra] });
    contexts.set(key, context);
  }
  return context;
}

export function basicAuthorization(username: string, password: string): string {
  return `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;
}

/** The dispatcher for one origin on its route. Certificates are always checked (`rejectUnauthorized` explicit). */
export function dispatcherFor(origin: string, network: NetworkOptions, connectTimeoutMs: number): Dispatcher {
  const route = network.route ?? { kind: 'direct' };
  // Plain HTTP straight to its host (the built-in sandbox) needs no trust store: building the
  // first one parses a few hundred roots (~130 ms) on the thread that answers the window.
  if (route.kind === 'direct' && new URL(origin).protocol === 'http:') return new Pool(origin, { connect: { timeout: connectTimeoutMs } });
  const tlsOptions = { secureContext: trustContext(network.ca), rejectUnauthorized: true, timeout: connectTimeoutMs };
  if (route.kind === 'environment') {
    return new EnvHttpProxyAgent({ connect: tlsOptions, requestTls: tlsOptions, proxyTls: tlsOptions });
  }
  if (route.kind === 'proxy') {
    const token = route.username ? basicAuthorization(route.username, route.password ?? '') : undefined;
    return new ProxyAgent({ uri: route.url, token, requestTls: tlsOptions, proxyTls: tlsOptions });
  }
  return new Pool(origin, { connect: tlsOptions });
}

/** Node's verification codes, in words. */
const CERTIFICATE_REASONS: Record<string, string> = {
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'it is not signed by a certificate authority this computer trusts',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its issuer is not among the certificate authorities this computer trusts',
  UNABLE_TO_GET_ISSUER_CERT: 'its issuer is not among the certificate authorities this computer trusts',
  SELF_SIGNED_CERT_IN_CHAIN: 'its chain ends in a self-signed certificate authority this computer does not trust',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'it is self-signed and not trusted on this computer',
  CERT_HAS_EXPIRED: 'it has expired',
  CERT_NOT_YET_VALID: 'it is not valid yet (or this computer’s clock is wrong)',
  CERT_REVOKED: 'it has been revoked',
  CERT_UNTRUSTED: 'it is not trusted for this purpose',
  CERT_SIGNATURE_FAILURE: 'its signature does not match',
  CERT_CHAIN_TOO_LONG: 'its chain is too long',
  INVALID_CA: 'a certificate in its chain is not a certificate authority',
  ERR_TLS_CERT_ALTNAME_INVALID: 'it was not issued for this host name',
};

export function isCertificateCode(code: string): boolean {
  return Object.hasOwn(CERTIFICATE_REASONS, code);
}

/** What a certificate names itself and its issuer: `CN=api.example.com, O=Example`. */
function nameText(name: PeerCertificate['subject'] | undefined): string | undefined {
  if (!name) return undefined;
  const parts = (['CN', 'O', 'OU'] as const).flatMap((field) => {
    const value: string | string[] | undefined = name[field];
    return value === undefined ? [] : [`${field}=${Array.isArray(value) ? value.join('+') : value}`];
  });
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** "The certificate of api.example.com (CN=…, issued by CN=…) was refused: it has expired." */
export function certificateText(code: string, host: string, certificate?: PeerCertificate): string {
  const subject = nameText(certificate?.subject);
  const issuer = nameText(certificate?.issuer);
  const who = [subject, issuer && `issued by ${issuer}`].filter(Boolean).join(', ');
  const expired = code === 'CERT_HAS_EXPIRED' && certificate?.valid_to ? ` on ${certificate.valid_to}` : '';
  return `the certificate of ${host}${who ? ` (${who})` : ''} was refused: ${CERTIFICATE_REASONS[code] ?? code}${expired} [${code}]`;
}

/**
 * The certificate a host shows, read without trusting it and without sending a request: only
 * to say which one was refused. Through the route's proxy when it has one; undefined on any failure.
 */
export async function peerCertificate(origin: string, route: ProxyRoute | undefined, timeoutMs = 5000): Promise<PeerCertificate | undefined> {
  const url = new URL(origin);
  const port = Number(url.port || 443);
  const proxy = route?.kind === 'proxy' ? route : undefined;
  let raw: Socket | undefined;
  try {
    raw = proxy ? await tunnel(proxy, `${url.hostname}:${port}`, timeoutMs) : undefined;
    const socket = tls.connect({
      ...(raw ? { socket: raw } : { host: url.hostname, port }),
      servername: url.hostname.replace(/^\[|\]$/g, ''),
      // Only read, never trusted: the socket is closed as soon as the certificate is known.
      rejectUnauthorized: false,
    });
    return await new Promise<PeerCertificate | undefined>((resolve) => {
      const timer = setTimeout(() => finish(undefined), timeoutMs);
      const finish = (certificate: PeerCertificate | undefined) => {
        clearTimeout(timer);
        socket.destroy();
        resolve(certificate);
      };
      socket.once('secureConnect', () => finish(socket.getPeerCertificate()));
      socket.once('error', () => finish(undefined));
    });
  } catch {
    raw?.destroy();
    return undefined;
  }
}

function tunnel(proxy: Extract<ProxyRoute, { kind: 'proxy' }>, target: string, timeoutMs: number): Promise<Socket> {
  const url = new URL(proxy.url);
  const headers: Record<string, string> = { host: target };
  if (proxy.username) headers['proxy-authorization'] = basicAuthorization(proxy.username, proxy.password ?? '');
  const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)({
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    method: 'CONNECT',
    path: target,
    headers,
    timeout: timeoutMs,
  });
  return new Promise((resolve, reject) => {
    request.once('connect', (response, socket) => {
      if (response.statusCode === 200) resolve(socket);
      else {
        socket.destroy();
        reject(new Error(`proxy answered ${response.statusCode}`));
      }
    });
    request.once('timeout', () => request.destroy(new Error('timeout')));
    request.once('error', reject);
    request.end();
  });
}

/**
 * The first usable entry of a proxy list as the system answers it (PAC form, e.g. Electron's
 * `session.resolveProxy`: `PROXY proxy.corp:3128; DIRECT`).
 */
export function routeFromPac(text: string): ProxyRoute {
  for (const entry of text.split(';').map((part) => part.trim())) {
    const [type = '', address] = entry.split(/\s+/);
    if (type.toUpperCase() === 'DIRECT') return { kind: 'direct' };
    if (!address) continue;
    const scheme = { PROXY: 'http', HTTPS: 'https', SOCKS: 'socks5', SOCKS5: 'socks5' }[type.toUpperCase()];
    if (scheme) return { kind: 'proxy', url: `${scheme}://${address}` };
  }
  return { kind: 'direct' };
}

/** Whether the environment names a proxy (`HTTPS_PROXY`, `HTTP_PROXY`, either case). */
export function environmentHasProxy(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.https_proxy ?? env.HTTPS_PROXY ?? env.http_proxy ?? env.HTTP_PROXY);
}
