// A TCP proxy on loopback in front of a real server that loses the answer to chosen requests:
// it forwards the request, waits until the server starts answering (so the request was
// carried out), then cuts both connections. What a flaky network does at the worst moment.
import { type Server, type Socket, connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface DroppingProxy {
  /** The proxy's origin, e.g. `http://127.0.0.1:PORT`. */
  origin: string;
  /** Answers cut so far. */
  dropped: number;
  close(): Promise<void>;
}

/** `drop(head)` sees the start of each request (its request line and headers). */
export async function startDroppingProxy(target: string, drop: (head: string) => boolean): Promise<DroppingProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  const proxy: DroppingProxy = { origin: '', dropped: 0, close: () => Promise.resolve() };
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    let cutting = false;
    client.on('data', (chunk: Buffer) => {
      if (!cutting && drop(chunk.toString('latin1', 0, Math.min(chunk.length, 2048)))) cutting = true;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!cutting) return void client.write(chunk);
      proxy.dropped++;
      client.destroy();
      upstream.destroy();
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return proxy;
}
