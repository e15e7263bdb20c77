// The first paint's baseline: a blank page with one small script, served over HTTP from this
// process as the E2E harness serves the desk's page, for the same Chromium to open in the same
// run. Its script adds a `nav` with a label, the element the start bench waits for in the desk's frame.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Blank</title><script src="/blank.js"></script></head><body></body></html>';
const SCRIPT = "addEventListener('DOMContentLoaded', () => { const nav = document.createElement('nav'); nav.setAttribute('aria-label', 'Blank'); nav.textContent = 'Blank'; document.body.append(nav); });";

export async function serveBlankPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const script = request.url === '/blank.js';
    response.writeHead(200, { 'content-type': script ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8' }).end(script ? SCRIPT : PAGE);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((done) => server.close(() => done())) };
}
