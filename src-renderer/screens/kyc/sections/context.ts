// Lets any part of the investor screen open another section (e.g. "create the identity first"),
// and the checklist open a record's form on the field it misses.
import { createContext, useContext, useEffect } from 'react';
import type { MissingItem, Section } from '../checklist';

/** Opens a section; with a missing field, also that record's form, the field focused. */
export const OpenSection = createContext<(section: Section, missing?: MissingItem) => void>(() => undefined);

export const useOpenSection = () => useContext(OpenSection);

/** A field the checklist asked to put right: in which section, of which owner. */
export interface FieldRequest {
  section: Section;
  field: string;
  ownerId?: string;
}

export const FieldToEdit = createContext<{ request?: FieldRequest; done: () => void }>({ done: () => undefined });

/** Calls `open` once for each field the checklist asks to put right in `section`, once the section's records are `ready`. */
export function useFieldToEdit(section: Section, open: (field: string, ownerId?: string) => void, ready = true): void {
  const { request, done } = useContext(FieldToEdit);
  useEffect(() => {
    if (request?.section !== section || !ready) return;
    open(request.field, request.ownerId);
    done();
    // Once per request: `open` is a new function on every render.
  }, [request, section, ready]);
}
