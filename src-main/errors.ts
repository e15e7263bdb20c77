// Failures of the app itself (not of the API), as values the renderer can act on. Pure.
import type { FieldMessages } from './wire/errors';

export const DESK_ERROR_KINDS = ['keychain', 'validation', 'not_found', 'bad_request', 'missing_credentials'] as const;
export type DeskErrorKind = (typeof DESK_ERROR_KINDS)[number];

export class DeskError extends Error {
  constructor(
    readonly kind: DeskErrorKind,
    message: string,
    readonly fields?: FieldMessages,
  ) {
    super(message);
    this.name = 'DeskError';
  }
}
