// profiles.*: the connection profiles (key and secret go in, never come out).
import { z } from 'zod';
import { type ConnectionReport, type SignatureTrial, SignatureTrialInput } from '../domain/connection-check';
import { type ConnectionTest, Credentials, type ProfileInfo, ProfileInput, ProxyCredentials } from '../domain/profile';
import type { Success } from '../wire/common';
import { ById, Id, None, out } from './common';

/** After any change to the profiles, the list and the active one are read again. */
const invalidates = ['profiles.list', 'profiles.active'] as const;

/** A CA file chosen in the dialog: `label` (its path) is shown, `caFileId` sent with the profile. */
export type CaFileChoice = { chosen: false } | { chosen: true; caFileId: string; label: string };

export const channels = {
  'profiles.list': { input: None, output: out<ProfileInfo[]>() },
  'profiles.active': { input: None, output: out<ProfileInfo>() },
  'profiles.create': {
    input: z.object({ profile: ProfileInput, credentials: Credentials.optional() }),
    output: out<ProfileInfo>(),
    invalidates,
  },
  /**
   * `profile.caFile` is the id `profiles.chooseCaFile` answered, the profile's own CA file
   * (unchanged), or empty (none): never another path.
   */
  'profiles.update': { input: z.object({ id: Id, profile: ProfileInput }), output: out<ProfileInfo>(), invalidates },
  /** Opens the native dialog for a connection's CA file (PEM); the id names the choice in create/update. */
  'profiles.chooseCaFile': { input: None, output: out<CaFileChoice>() },
  /** Sets or replaces key and secret. There is no channel that reads them back. */
  'profiles.setCredentials': { input: z.object({ id: Id, credentials: Credentials }), output: out<ProfileInfo>(), invalidates },
  /** The manual proxy's user name and password; like the key, never read back. */
  'profiles.setProxyCredentials': { input: z.object({ id: Id, credentials: ProxyCredentials }), output: out<ProfileInfo>(), invalidates },
  /** Marks a connection read-only or lifts the mark, after a native confirmation. */
  'profiles.setReadOnly': { input: z.object({ id: Id, readOnly: z.boolean() }), output: out<ProfileInfo>(), invalidates },
  /** `deleteLocalData`: its payment drafts and indexes on this machine go too (the audit log stays). */
  'profiles.delete': { input: ById.extend({ deleteLocalData: z.boolean().optional() }), output: out<Success>(), invalidates },
  'profiles.activate': { input: ById, output: out<ProfileInfo>(), invalidates },
  'profiles.test': { input: ById, output: out<ConnectionTest>() },
  /** The connection check: reach, clock, signature and the fields the host sends. Reads only. */
  'profiles.check': { input: ById, output: out<ConnectionReport>() },
  /** After a 401 and only with the user's explicit yes: tries the other signature settings, saves the one that works. */
  'profiles.trySignatures': { input: ById.extend(SignatureTrialInput.shape), output: out<SignatureTrial>(), invalidates },
} as const;

export const events = {
  /** A profile was created, changed, deleted or activated: everything shown may be another host's. */
  'profiles.changed': out<undefined>(),
  /** The built-in sandbox's process started or stopped: its profile's address or state changed. */
  'sandbox.changed': out<undefined>(),
  /** The built-in sandbox's process ended unasked; the next call starts it again. */
  'sandbox.crashed': out<{ message: string }>(),
} as const;
