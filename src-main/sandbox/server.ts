// The embedded Offering Manager v1 service: Fastify over PGlite or a PostgreSQL server, the signature check on
// every /api/v1 and /sandbox request (but the browser's video identification page), and the
// error shape of docs/sandbox.md.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { DEFAULT_SIGNATURE_SCHEME, type SignatureScheme, verify } from '../signature';
import type { PreparationSettings, SandboxContext } from './context';
import { preparedFor } from './db/dump';
import { findSecret, loadTokens, primaryToken } from './db/tokens';
import { type Database, type HeadStart, isNumericOverflow, openServerStore, openStore } from './db/store';
import { HttpError, badRequest } from './http';
import operatorRoutes, { type RemoteSettings } from './operator';
import bankAccountsRoutes from './routes/bank-accounts';
import configRoutes from './routes/config';
import custodyRoutes from './routes/custody';
import distributionRoutes from './routes/distribution';
import investmentTermsRoutes from './routes/investment-terms';
import kycRoutes from './routes/kyc';
import kycAttachmentsRoutes from './routes/kyc-attachments';
import ordersRoutes from './routes/orders';
import paymentsRoutes from './routes/payments';
import projectsRoutes from './routes/projects';
import surveysRoutes from './routes/surveys';
import usersRoutes from './routes/users';
import { DEFAULT_PREPARATION_SETTINGS } from './preparation';
import { moveDemoToNow } from './prepared';
import { seedDemo } from './seed';
import { type HostVariant, shapeAnswers } from './variants';
import videoPageRoutes from './video-page';
import { WebhookDispatcher, type WebhookSettings } from './webhooks';

export const API_PREFIX = '/api/v1';
export const OPERATOR_PREFIX = '/sandbox';
/** Larger bodies are refused with 413 before they are read whole. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface SandboxOptions {
  /** PGlite data folder; absent: in memory, nothing kept. */
  dataDir?: string;
  /**
   * A PostgreSQL server's database (`postgres://USER:PASS@HOST:PORT/DB`) instead of PGlite;
   * `dataDir` and `prepared` then do not apply. Several sandboxes on one database act as one host.
   */
  database?: string;
  /** PEM certificate and key: answers HTTPS instead of HTTP. */
  tls?: { cert: string | Buffer; key: string | Buffer };
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  key?: string;
  secret?: string;
  /** Default: `demo` when the database is new, else nothing. */
  seed?: 'demo' | 'none';
  /**
   * The demo's prepared database's file (prepared.ts): a new database with the demo starts
   * from it, moved to today; one with `seed: 'none'` from the empty one beside it. Missing:
   * the migrations and the seed run instead.
   */
  prepared?: string;
  /** Opening work the caller began while it loaded this module (the sandbox's process). */
  headStart?: HeadStart;
  signature?: Partial<SignatureScheme>;
  /** The host it plays: `standard` (default), `minimal` or `extended` (docs/host-variants.md). */
  variant?: HostVariant;
  webhooks?: Partial<WebhookSettings>;
  preparation?: Partial<PreparationSettings>;
  now?: () => Date;
  /**
   * `Host` names (`name` or `name:port`) it answers besides its own address and port. On
   * loopback anything else is refused (DNS rebinding); a sandbox listening elsewhere checks the
   * `Host` only when these are given (a team sandbox names the names it is reached by).
   */
  hostNames?: string[];
  /** Connections at once; more are dropped as they arrive. Default 256. */
  maxConnections?: number;
  /**
   * A sandbox others reach (`--allow-remote`): its operator API under /sandbox answers only
   * `operator`'s key (the API's keys are refused there, and it is refused on the API), and a
   * webhook to a loopback, private or link-local address is refused unless `privateWebhooks`.
   */
  remote?: RemoteSettings;
}


export interface Sandbox {
  app: FastifyInstance;
  ctx: SandboxContext;
  /** `http://127.0.0.1:PORT/api/v1` */
  baseUrl: string;
  /** `http://127.0.0.1:PORT/sandbox` */
  operatorUrl: string;
  key: string;
  secret: string;
  /** True when this start generated the key and secret (none was given or kept). */
  generated: boolean;
  /** True when this start created the database. */
  created: boolean;
  /** Finishes requests under way, stops webhook delivery, closes the database. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
  interface FastifyContextConfig {
    /** Skips the signature check: only the video identification's redirect page (video-page.ts). */
    unsigned?: boolean;
  }
}

/**
 * Routes check what they are sent with zod (http.ts), never with a JSON schema: Fastify's own
 * compilers (ajv, fast-json-stringify) are not even loaded, which saves much of a start. A
 * route given a schema fails at start with this message.
 */
const NO_SCHEMA_COMPILERS = {
  buildValidator: () => () => {
    throw new Error('sandbox routes check their input with zod (http.ts), not JSON schemas');
  },
  buildSerializer: () => () => {
    throw new Error('sandbox routes answer plain JSON, not through response schemas');
  },
};

const unauthorized = () => new HttpError(401, 'unauthorized', 'Missing or invalid token or signature');

const isOperatorPath = (url: string) => url === OPERATOR_PREFIX || url.startsWith(`${OPERATOR_PREFIX}/`) || url.startsWith(`${OPERATOR_PREFIX}?`);

/**
 * The key's secret, or undefined when the request names no known key. On a remote sandbox the
 * operator API knows the operator's key alone, and the API does not know it. Alone on its
 * database (PGlite) the sandbox knows every key; on a server the tokens table is asked each
 * time, so a key issued or revoked by another instance counts at once.
 */
async function secretOf(ctx: SandboxContext, request: FastifyRequest, remote?: RemoteSettings): Promise<string | undefined> {
  const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (bearer === undefined) return undefined;
  if (remote && isOperatorPath(request.url)) return bearer === remote.operator.key ? remote.operator.secret : undefined;
  if (remote && bearer === remote.operator.key) return undefined;
  if (ctx.db.driver === 'pglite') return ctx.tokens.get(bearer);
  return findSecret(ctx.db, bearer);
}

async function checkSignature(ctx: SandboxContext, request: FastifyRequest, remote?: RemoteSettings): Promise<void> {
  const signature = request.headers['x-signature'];
  const secret = await secretOf(ctx, request, remote);
  const valid =
    secret !== undefined &&
    typeof signature === 'string' &&
    verify(secret, { method: request.method, path: request.url, body: request.rawBody }, signature, ctx.now(), ctx.signature);
  if (!valid) throw unauthorized();
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** The `Host` values a sandbox at this address answers; undefined: any. */
export function acceptedHosts(address: string, port: number, hostNames: string[] = []): Set<string> | undefined {
  const named = hostNames.flatMap((name) => [name.toLowerCase(), `${name.toLowerCase()}:${port}`]);
  if (!LOOPBACK.test(address)) return named.length > 0 ? new Set(named) : undefined;
  const own = address.includes(':') ? `[${address}]` : address;
  return new Set([`${own}:${port}`, `localhost:${port}`, ...named]);
}

function parseJsonBody(request: FastifyRequest): void {
  const raw = request.rawBody;
  if (!raw || raw.length === 0) {
    request.body = undefined;
    return;
  }
  try {
    request.body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('The body is not valid JSON', 'malformed_json');
  }
}

function errorBody(error: unknown, request: FastifyRequest): HttpError {
  if (error instanceof HttpError) return error;
  const e = error as { statusCode?: number; code?: string; message?: string };
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new HttpError(413, 'payload_too_large', `The body is larger than ${request.routeOptions.bodyLimit} bytes`);
  }
  // Each amount is checked, but a balance or a total adds them up past what an amount may be.
  if (isNumericOverflow(error)) {
    return new HttpError(422, 'amount_out_of_range', 'The resulting amount would be larger than 9999999999999999.99');
  }
  // The router's own refusal of a path parameter over its length: ids are UUIDs, so it names nothing.
  if (e.code === 'FST_ERR_MAX_PARAM_LENGTH') return new HttpError(404, 'not_found', 'Not found: a path segment is too long');
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return new HttpError(e.statusCode, 'bad_request', e.message ?? 'Bad request');
  }
  return new HttpError(500, 'internal_error', 'Internal error');
}

/** The database open and migrated, its demo moved to today (or seeded), and its key. */
async function openDatabase(options: SandboxOptions) {
  const { db, created, loaded } = options.database
    ? await openServerStore(options.database)
    : await openStore(options.dataDir, preparedFor(options.prepared, options.seed), options.headStart);
  try {
    if (loaded) await moveDemoToNow(db, new Date());
    const token = await db.transaction((tx) => primaryToken(tx, { key: options.key, secret: options.secret }));
    if (options.seed === 'demo' || (options.seed === undefined && created)) {
      await db.transaction((tx) => seedDemo(tx, new Date()));
    }
    return { db, created, token, tokens: await loadTokens(db) };
  } catch (error) {
    await db.close();
    throw error;
  }
}

export async function buildSandbox(options: SandboxOptions = {}) {
  // The database opens while the routes register: a new database's files are laid out and
  // PGlite's WASM compiled off this thread, which would otherwise wait for them idle.
  const opening = openDatabase(options);
  // Routes read the context when they answer, and the server listens only once it is whole.
  const open: { db?: Database; dispatcher?: WebhookDispatcher } = {};
  const ctx: SandboxContext = {
    get db() {
      if (!open.db) throw new Error('the sandbox database is not open yet');
      return open.db;
    },
    now: options.now ?? (() => new Date()),
    tokens: new Map(),
    signature: { ...DEFAULT_SIGNATURE_SCHEME, ...options.signature },
    variant: options.variant ?? 'standard',
    preparation: { ...DEFAULT_PREPARATION_SETTINGS, ...options.preparation },
    write: async (work) => {
      try {
        return await ctx.db.transaction(work);
      } finally {
        open.dispatcher?.kick();
      }
    },
  };
  const hosts: { accepted?: Set<string> } = {};
  let app: FastifyInstance;
  try {
    app = await routedApp(options, ctx, hosts);
  } catch (error) {
    await opening.then(({ db }) => db.close(), () => undefined);
    throw error;
  }
  const { db, token, tokens, created } = await opening;
  for (const [key, secret] of tokens) ctx.tokens.set(key, secret);
  const dispatcher = new WebhookDispatcher(db, { ...options.webhooks, ...(options.remote && !options.remote.privateWebhooks ? { internalAddresses: false } : {}) });
  open.db = db;
  open.dispatcher = dispatcher;
  return { app, ctx, db, dispatcher, token, created, hosts };
}

/** The server with every route, answering for `ctx`. */
async function routedApp(options: SandboxOptions, ctx: SandboxContext, hosts: { accepted?: Set<string> }): Promise<FastifyInstance> {
  const answerError = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const http = errorBody(error, request);
    if (http.status >= 500) console.error(`sandbox: ${request.method} ${request.url}:`, error);
    return reply.code(http.status).send(http.body());
  };
  const app = Fastify({
    ...(options.tls ? { https: options.tls } : {}),
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: true,
    schemaController: { compilersFactory: NO_SCHEMA_COMPILERS },
    // What the router refuses before any route (a broken escape, an overlong parameter) gets the error shape too.
    frameworkErrors: (error, request, reply) => void answerError(error, request, reply),
  });
  // Before anything else, and before a body is read: a page of another site that made its
  // name resolve to this address, then a request naming no known key.
  app.addHook('onRequest', async (request) => {
    if (hosts.accepted && !hosts.accepted.has((request.headers.host ?? '').toLowerCase())) {
      throw new HttpError(421, 'misdirected_request', 'This sandbox does not answer for that host name');
    }
    if (!request.routeOptions.config.unsigned && (await secretOf(ctx, request, options.remote)) === undefined) throw unauthorized();
  });
  // The signature covers the raw bytes, so bodies are kept raw and parsed after the check.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addHook('preValidation', async (request) => {
    request.rawBody = Buffer.isBuffer(request.body) ? request.body : undefined;
    if (request.routeOptions.config.unsigned) return;
    await checkSignature(ctx, request, options.remote);
    parseJsonBody(request);
  });
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(new HttpError(404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`).body()),
  );

  await app.register(
    async (api) => {
      shapeAnswers(api, ctx.variant);
      for (const routes of [
        projectsRoutes,
        configRoutes,
        usersRoutes,
        ordersRoutes,
        paymentsRoutes,
        investmentTermsRoutes,
        kycRoutes,
        kycAttachmentsRoutes,
        bankAccountsRoutes,
        surveysRoutes,
        distributionRoutes,
        custodyRoutes,
      ]) {
        await api.register(routes, { ctx });
      }
    },
    { prefix: API_PREFIX },
  );
  await app.register(operatorRoutes, { prefix: OPERATOR_PREFIX, ctx, remote: options.remote });
  await app.register(videoPageRoutes, { ctx });
  return app;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const { app, ctx, db, dispatcher, token, created, hosts } = await buildSandbox(options);
  app.server.maxConnections = options.maxConnections ?? 256;
  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  dispatcher.kick(); // deliveries left over from the last run
  const { address, family, port } = app.server.address() as AddressInfo;
  hosts.accepted = acceptedHosts(address, port, options.hostNames);
  const origin = `${options.tls ? 'https' : 'http'}://${family === 'IPv6' ? `[${address}]` : address}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    app,
    ctx,
    baseUrl: origin + API_PREFIX,
    operatorUrl: origin + OPERATOR_PREFIX,
    key: token.key,
    secret: token.secret,
    generated: token.generated,
    created,
    close: () =>
      (closing ??= (async () => {
        await app.close();
        await dispatcher.stop();
        await db.close();
      })()),
  };
}
