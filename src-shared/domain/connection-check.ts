// The connection check's report as the renderer shows it and copies it for a support ticket.
// Pure: no Node here. It never carries the key or the secret, only what the host showed.
import { z } from 'zod';
import type { ProfileInfo } from './profile';

/** The reads the check samples, in the order it makes them. */
export const SAMPLE_READS = ['config', 'projects', 'orders', 'payments', 'kyc_status'] as const;
export type SampleRead = (typeof SAMPLE_READS)[number];

/** A step that worked with its facts, or failed with a code (`ENOTFOUND`, `CERT_HAS_EXPIRED`) and the system's words. */
export type Step<T> = ({ ok: true } & T) | { ok: false; code: string; message: string };

export interface Certificate {
  subject: string;
  issuer: string;
  /** ISO 8601. */
  validTo: string;
}

export interface ReachReport {
  hostname: string;
  /** Absent for an IP address: there is nothing to look up. */
  dns?: Step<{ addresses: string[]; ms: number }>;
  /** Absent for plain http (this computer only). A failed handshake names the certificate it saw, if any. */
  tls?: Step<{ protocol: string; certificate: Certificate }> & { seen?: Certificate };
  /** The signed `GET /config`: its status and how long the host took to answer. */
  answer?: Step<{ status: number; ms: number }>;
  /** The host's `Date` header. */
  hostDate?: string;
  /** This computer's clock minus the host's, in seconds (positive: ours is ahead). */
  clockSkewSeconds?: number;
}

/**
 * accepted: `GET /config` answered 2xx with the profile's signature settings; rejected: 401
 * (the trial is offered); unknown: no answer to judge by, or no key and secret.
 */
export type SignatureState = 'accepted' | 'rejected' | 'unknown';

export interface SignatureSettings {
  prefix: string;
  keys: ProfileInfo['signatureKeys'];
}

export interface FieldSample {
  read: SampleRead;
  /** The path read, ids written as `{id}`. */
  path: string;
  /** read: an item was there to look at; empty: the list was empty; failed: `message` says why; skipped: an earlier read gave nothing to follow. */
  outcome: 'read' | 'empty' | 'failed' | 'skipped';
  message?: string;
  /** Fields the desk reads that the host sent. */
  present: string[];
  /** Fields the desk reads when sent that the host did not send. */
  missing: string[];
  /** Fields the desk cannot read the answer without (the spec names them) that the host did not send. */
  missingRequired: string[];
  /** Fields the desk does not know: kept and shown under "All fields from the host". */
  unknown: string[];
}

/** What a missing field means for the staff who work in an area; `code` names the explanation. */
export interface FieldImpact {
  read: SampleRead;
  code: string;
  fields: string[];
}

export interface ConnectionReport {
  profile: { name: string; baseUrl: string; environment: string } & SignatureSettings;
  /** ISO 8601, this computer's clock. */
  checkedAt: string;
  reach: ReachReport;
  signature: SignatureState;
  samples: FieldSample[];
  impacts: FieldImpact[];
}

export interface SignatureTry extends SignatureSettings {
  /** The host's status for `GET /config`; null when no answer came. */
  status: number | null;
}

export interface SignatureTrial {
  tries: SignatureTry[];
  /** The settings the host accepted, now saved in the profile; absent: none worked, nothing changed. */
  found?: SignatureSettings;
}

/** The most signed requests a trial may send. */
export const SIGNATURE_TRIAL_LIMIT = 4;

/** Above this many seconds between the host's clock and ours, the report warns. */
export const CLOCK_SKEW_WARNING_SECONDS = 60;

/** Input of the trial: the user's explicit yes, and optionally a prefix their host's documentation names. */
export const SignatureTrialInput = z.object({
  consent: z.literal(true),
  prefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'signature_prefix')
    .optional(),
});
