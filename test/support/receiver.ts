// A local webhook receiver: records every delivery and can fail the first N attempts of each.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventPayload } from '../../src-shared/wire/events';

export interface Delivery {
  deliveryId: string;
  payload: EventPayload;
  /** The status the receiver answered. */
  answered: number;
}

export interface Receiver {
  url: string;
  deliveries: Delivery[];
  /** Payloads the receiver accepted (answered 200). */
  accepted(): EventPayload[];
  waitFor(predicate: (accepted: EventPayload[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(options: { failFirst?: number; port?: number } = {}): Promise<Receiver> {
  const deliveries: Delivery[] = [];
  const attempts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const deliveryId = String(request.headers['x-delivery-id']);
      const seen = (attempts.get(deliveryId) ?? 0) + 1;
      attempts.set(deliveryId, seen);
      const answered = seen <= (options.failFirst ?? 0) ? 500 : 200;
      deliveries.push({ deliveryId, payload: JSON.parse(Buffer.concat(chunks).toString('utf8')) as EventPayload, answered });
      response.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const accepted = () => deliveries.filter((d) => d.answered === 200).map((d) => d.payload);
  return {
    url: `http://127.0.0.1:${port}/hook`,
    deliveries,
    accepted,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(accepted())) {
        if (Date.now() > deadline) throw new Error(`receiver: condition not met; got ${JSON.stringify(accepted())}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
