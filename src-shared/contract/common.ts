// What every area's contract is written with: the shared input schemas and `out<T>()`.
import { z } from 'zod';

export const None = z.undefined();
/**
 * The characters of the API's ids (UUIDs, numbers on some hosts) and of the desk's own (profile
 * and draft ids): nothing that could be `.` or `..` or another path once in a URL or a file name.
 */
export const Id = z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'id' });
export const ById = z.object({ id: Id });
export const ByProject = z.object({ projectId: Id });
export const ByUser = z.object({ userId: Id });

/** The output of a channel (or the payload of an event) is a type only: `out<T>()` carries it without a runtime schema. */
export const out = <T>() => undefined as unknown as T;
