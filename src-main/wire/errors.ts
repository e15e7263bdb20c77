// Error body and the error kinds the app acts on (ARCHITECTURE.md "Errors are values").
import { z } from 'zod';

export const ERROR_KINDS = [
  'unauthorized',
  'not_found',
  'validation',
  'not_allowed',
  'bad_request',
  'server',
  'network',
  'timeout',
  'invalid_response',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** Field name -> messages, as a 422 carries them. */
export const FieldMessages = z.record(z.string(), z.array(z.string()));
export type FieldMessages = z.infer<typeof FieldMessages>;

/** The sandbox's error body (SANDBOX.md); `fields` only on 422. */
export const ErrorBody = z.object({
  error: z.object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
    fields: FieldMessages.optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export function errorKindForStatus(status: number): ErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 405) return 'not_allowed';
  if (status === 422) return 'validation';
  if (status >= 500) return 'server';
  return 'bad_request';
}
