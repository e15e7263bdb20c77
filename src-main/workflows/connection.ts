// What every workflow that calls a host works with: the profile the call is audited under and
// its client, taken once when the call starts.
import type { OfferingClient } from '../client';
import type { Actor } from './audit';

/** A connection as one call uses it from start to end, whatever is switched meanwhile. */
export interface Connection {
  profile: Actor;
  client: OfferingClient;
}
