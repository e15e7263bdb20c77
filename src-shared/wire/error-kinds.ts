// Every kind of error the app acts on, in one list for the wire, the main process and the
// renderer (ARCHITECTURE.md "Errors are values"). Here, in wire/, because wire/ imports
// nothing of ours and the client's errors need the list too.
export const ERROR_KINDS = [
  // What a host's answer, or its absence, makes of a call.
  'unauthorized',
  'not_found',
  'validation',
  'not_allowed',
  'bad_request',
  'server',
  'network',
  'timeout',
  'invalid_response',
  /** The host's certificate was refused (untrusted, expired, another host's): nothing was sent. */
  'certificate',
  /** The proxy refused the connection (its password, or the host): nothing was sent. */
  'proxy',
  // What the desk itself refuses.
  'keychain',
  'missing_credentials',
  /** A key asked to sign for an origin (scheme, host, port) other than the one it was entered for. */
  'wrong_origin',
  /** A write on a connection marked read-only: refused before anything was sent. */
  'read_only',
  /** The user said no in a confirmation dialog: nothing was changed. */
  'cancelled',
  /** A confirmed sanctions match stops the investor's money (payment, statement line, withdrawal): nothing was sent. */
  'money_stopped',
  // Our own bug: said without its stack or its data.
  'internal',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** The kinds of a failed call to a host. */
export type ApiErrorKind = Exclude<ErrorKind, 'keychain' | 'missing_credentials' | 'cancelled' | 'money_stopped' | 'internal'>;
/** The kinds of the desk's own refusals. */
export type DeskErrorKind = Extract<
  ErrorKind,
  'keychain' | 'validation' | 'not_found' | 'bad_request' | 'missing_credentials' | 'wrong_origin' | 'read_only' | 'cancelled' | 'money_stopped'
>;
