// Connection profiles as the renderer and the main process share them. Pure: no Node here.
import { z } from 'zod';
import { requiredText } from '../wire/common';

export const ENVIRONMENTS = ['production', 'staging', 'sandbox'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * A URL as text: `invalid` names the issue of text that is no URL or whose scheme `allowed`
 * refuses (`https` for a refused scheme, when given); credentials, a query or a fragment are refused.
 */
function urlText(
  invalid: { message: string; params?: Record<string, string> },
  allowed: (url: URL) => boolean,
  kept: (url: URL) => string,
  refusedScheme = invalid.message,
) {
  return z
    .string()
    .trim()
    .transform((text, ctx) => {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        ctx.addIssue({ code: 'custom', ...invalid });
        return z.NEVER;
      }
      if (!allowed(url)) {
        ctx.addIssue({ code: 'custom', message: refusedScheme });
        return z.NEVER;
      }
      if (url.username || url.password || url.search || url.hash) {
        ctx.addIssue({ code: 'custom', message: 'url_parts' });
        return z.NEVER;
      }
      return kept(url);
    });
}

/** https, or plain http to this machine only; kept without a trailing slash. */
export const BaseUrl = urlText(
  { message: 'base_url', params: { example: 'https://api.example.com/api/v1' } },
  (url) => url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname)),
  (url) => url.href.replace(/\/+$/, ''),
  'https',
);

/**
 * How a connection reaches its host. system: `HTTPS_PROXY`/`NO_PROXY` when set, else the
 * operating system's proxy settings where the platform has them; direct: no proxy; manual:
 * `proxyUrl`, with a user name and password kept in the keychain.
 */
export const PROXY_MODES = ['system', 'direct', 'manual'] as const;
export type ProxyMode = (typeof PROXY_MODES)[number];

/** An http(s) proxy, kept as its origin, without credentials in it (those go to the keychain). */
export const ProxyUrl = urlText(
  { message: 'http_url' },
  (url) => url.protocol === 'http:' || url.protocol === 'https:',
  (url) => url.origin,
);

export const ProfileInput = z.object({
  name: requiredText(80),
  baseUrl: BaseUrl,
  environment: z.enum(ENVIRONMENTS),
  /** The signature's fixed prefix: the spec prints the service's name as `service`. */
  signaturePrefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'signature_prefix')
    .default('service'),
  /** Whether the signature's intermediate keys are raw digests or their hex text. */
  signatureKeys: z.enum(['raw', 'hex']).default('raw'),
  /** The platform account's currency: only bank statement credits in it are payments. */
  currency: z.string().trim().regex(/^[A-Z]{3}$/, 'currency').default('EUR'),
  proxyMode: z.enum(PROXY_MODES).default('system'),
  /** Used when `proxyMode` is manual. */
  proxyUrl: z.union([z.literal(''), ProxyUrl]).optional(),
  /** A PEM file of certificate authorities trusted for this connection besides the system's. */
  caFile: z.string().trim().max(4096).optional(),
});
export type ProfileInput = z.input<typeof ProfileInput>;

export const Credentials = z.object({
  key: z.string().trim().min(1, 'not_empty').max(500),
  secret: z.string().min(1, 'not_empty').max(500),
});
export type Credentials = z.infer<typeof Credentials>;

/** The proxy's user name and password, kept in the keychain with the proxy they are for. */
export const ProxyCredentials = z.object({
  username: z.string().trim().min(1, 'not_empty').max(500),
  password: z.string().min(1, 'not_empty').max(500),
});
export type ProxyCredentials = z.infer<typeof ProxyCredentials>;

/** A profile as the renderer sees it: never the key or the secret, only whether they are set. */
export interface ProfileInfo extends z.output<typeof ProfileInput> {
  id: string;
  builtIn: boolean;
  active: boolean;
  hasCredentials: boolean;
  /** Only reads are sent: every write is refused in the main process (changed after a native confirmation). */
  readOnly: boolean;
  /** A user name and password for the manual proxy are in the keychain. */
  hasProxyCredentials: boolean;
  /** The built-in sandbox only: its process is starting; calls made meanwhile wait for it. */
  opening?: boolean;
}

export type ConnectionTest =
  | { ok: true; timezone: string; supportedCountries: string[] }
  | {
      ok: false;
      kind: string;
      message: string;
      /** Set when the host's clock and ours differ by minutes: the signature uses the UTC date. */
      clockSkewMinutes?: number;
    };
