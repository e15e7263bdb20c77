// What every area's contract is written with: the shared input schemas and `out<T>()`.
import { z } from 'zod';

export const None = z.undefined();
export const Id = z.string().trim().min(1).max(200);
export const ById = z.object({ id: Id });
export const ByProject = z.object({ projectId: Id });
export const ByUser = z.object({ userId: Id });

/** The output of a channel (or the payload of an event) is a type only: `out<T>()` carries it without a runtime schema. */
export const out = <T>() => undefined as unknown as T;
