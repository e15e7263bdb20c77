// A TCP proxy on loopback between a client and a sandbox that breaks requests on purpose:
// it frames each HTTP/1.1 request (head, then Content-Length bytes of body) and lets `plan`
// decide its fate. Nothing here knows about payments: it is the network failing.
import { type AddressInfo, type Socket, createConnection, createServer } from 'node:net';

/**
 * pass: delivered and answered (`delayMs`, or until `hold` settles, holds the request back first).
 * drop-before: the connection breaks before the host sees a byte: the request never happened.
 * drop-after-delivery: the whole request reaches the host, then the client's connection
 *   breaks at once; the host goes on and answers nobody.
 * lose-answer: the host answers; the connection breaks as the answer starts: done, unheard.
 * delay-answer: the answer is held back `delayMs`, past a client's timeout if long enough.
 */
export type Fault = 'pass' | 'drop-before' | 'drop-after-delivery' | 'lose-answer' | 'delay-answer';

export interface RequestSeen {
  method: string;
  path: string;
}

export interface Plan {
  fault: Fault;
  delayMs?: number;
  /** A pass held back until this settles: a test decides when the request goes on, not a clock. */
  hold?: Promise<unknown>;
}

export interface FaultProxy {
  /** `http://127.0.0.1:PORT`; swap it for the target's origin in a base URL. */
  origin: string;
  /** Decides each request's fate when its head has arrived. */
  plan: (request: RequestSeen) => Plan;
  /** Every request the proxy saw, with the fate it got. */
  seen: Array<RequestSeen & Plan>;
  close(): Promise<void>;
}

const HEAD_END = Buffer.from('\r\n\r\n');

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const proxy: FaultProxy = { origin: '', plan: () => ({ fault: 'pass' }), seen: [], close: () => Promise.resolve() };

  const server = createServer((client) => {
    // No Nagle: a body written right after its head goes out at once, as from the client itself.
    const upstream = createConnection({ host: hostname, port: Number(port), noDelay: true });
    client.setNoDelay(true);
    sockets.add(client).add(upstream);
    const closeBoth = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', () => {
      sockets.delete(client);
      // A broken client connection leaves the upstream alone only while it finishes a request
      // that was delivered (drop-after-delivery); otherwise nothing more may reach the host.
      if (answering?.fault !== 'drop-after-delivery') upstream.destroy();
    });
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);

    let pending = Buffer.alloc(0);
    let bodyLeft = 0;
    /** The request being read, until its last body byte. */
    let current: Plan | undefined;
    /** The request whose answer is due (a client sends the next only after the answer). */
    let answering: Plan | undefined;
    /** Requests are delivered in order, each after its own delay. */
    let delivery = Promise.resolve();

    /** `head`: the request's first bytes, held back the delay; its body follows them at once, as on a wire. */
    const deliver = (bytes: Buffer, plan: Plan, last: boolean, head = false) => {
      delivery = delivery.then(async () => {
        if (head && plan.fault === 'pass' && plan.delayMs) await new Promise((done) => setTimeout(done, plan.delayMs));
        if (head && plan.fault === 'pass') await plan.hold;
        if (upstream.destroyed) return;
        upstream.write(bytes);
        if (last && plan.fault === 'drop-after-delivery') {
          // Out of the way once the host has answered (or given up).
          upstream.once('data', () => upstream.destroy());
          setTimeout(() => upstream.destroy(), 5000).unref();
          client.destroy();
        }
      });
    };

    client.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!current) {
          const end = pending.indexOf(HEAD_END);
          if (end < 0) return;
          const head = pending.subarray(0, end).toString('latin1');
          const [method = '', path = ''] = head.split(' ', 2);
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
          const plan = proxy.plan({ method, path });
          proxy.seen.push({ method, path, ...plan });
          if (plan.fault === 'drop-before') return closeBoth();
          current = answering = plan;
          bodyLeft = Number(length ?? 0);
          // As a reverse proxy does, it names the host it forwards to: the sandbox answers
          // only a Host of its own address.
          const headBytes = Buffer.from(`${head.replace(/\r\nhost:[^\r]*/i, `\r\nhost: ${hostname}:${port}`)}\r\n\r\n`, 'latin1');
          pending = pending.subarray(end + HEAD_END.length);
          deliver(headBytes, plan, bodyLeft === 0, true);
          if (bodyLeft === 0) {
            current = undefined;
            continue;
          }
        }
        if (pending.length === 0 || bodyLeft === 0) return;
        const body = pending.subarray(0, bodyLeft);
        pending = pending.subarray(body.length);
        bodyLeft -= body.length;
        deliver(body, current, bodyLeft === 0);
        if (bodyLeft > 0) return;
        current = undefined;
      }
    });

    upstream.on('data', (chunk: Buffer) => {
      const plan = answering;
      if (!plan || plan.fault === 'drop-after-delivery') return;
      if (plan.fault === 'lose-answer') return closeBoth();
      const forward = () => {
        if (!client.destroyed) client.write(chunk);
      };
      if (plan.fault === 'delay-answer') setTimeout(forward, plan.delayMs ?? 0);
      else forward();
    });
  });

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  proxy.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((done) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => done());
    });
  return proxy;
}

/** `base` with the proxy's origin in place of its own. */
export function throughProxy(proxy: FaultProxy, base: string): string {
  const url = new URL(base);
  return `${proxy.origin}${url.pathname}`;
}
