// Failures of the app itself (not of the API), as values the renderer can act on. Pure.
import type { DeskErrorKind } from './wire/error-kinds';
import type { FieldMessages } from './wire/errors';

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
