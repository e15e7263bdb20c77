// Signed requests with arbitrary bytes, for what the typed client would never send.
import { request } from 'undici';
import { sign, signatureDate } from '../../src-main/signature';
import type { TestSandbox } from './sandbox';

export interface RawAnswer {
  status: number;
  contentType: string | undefined;
  text: string;
  json: unknown;
}

export async function signedRaw(
  t: TestSandbox,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<RawAnswer> {
  const url = new URL(t.sandbox.baseUrl);
  const signature = sign(t.sandbox.secret, { method, path, body, date: signatureDate(new Date()) });
  const response = await request(url.origin + path, {
    method,
    body,
    headers: { ...headers, authorization: `Bearer ${t.sandbox.key}`, 'x-signature': signature },
  });
  const text = await response.body.text();
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'] as string | undefined,
    text,
    json: text ? JSON.parse(text) : undefined,
  };
}
