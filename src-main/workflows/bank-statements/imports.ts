// What the desk holds of bank statements between calls: each import's lines (the window names
// them by index only) and the CSV files chosen and waiting for their mapping. Each belongs to
// the connection it was read on; a switch forgets the others', so nothing read on one
// connection can be shown or entered on another.
import { randomUUID } from 'node:crypto';
import type { EnteredLineResult, Proposal } from '../../../src-shared/domain/bank-statements';
import { Cancellable } from '../cancellable';

/** Imports kept for entering, and CSV files chosen and waiting for their mapping: the newest few. */
const KEPT = 10;

export interface KeptImport {
  profileId: string;
  proposals: Proposal[];
  /** The last outcome of each line sent, by line index. */
  entered: Map<number, EnteredLineResult>;
}

interface ChosenCsv {
  profileId: string;
  path: string;
}

export class StatementImports {
  readonly #imports = new Map<string, KeptImport>();
  readonly #csvFiles = new Map<string, ChosenCsv>();
  /** Imports whose lines are being entered, by import id. */
  readonly #entering = new Cancellable();

  /** Keeps an import; answers the id the window names it with. */
  keep(profileId: string, proposals: Proposal[]): string {
    return keepNewest(this.#imports, { profileId, proposals, entered: new Map() });
  }

  /** An import read on `profileId`; undefined for another connection's or one forgotten. */
  get(id: string, profileId: string): KeptImport | undefined {
    const kept = this.#imports.get(id);
    return kept?.profileId === profileId ? kept : undefined;
  }

  /** Enters an import's lines given a signal its pause (or a switch) aborts: one entry per import at a time. */
  entering<T>(id: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    return this.#entering.run(id, 'The lines of this statement are being entered; pause first.', work);
  }

  /** Pauses the entry of an import read on `profileId`; answers whether one was under way. */
  pause(id: string, profileId: string): boolean {
    return this.get(id, profileId) !== undefined && this.#entering.cancel(id);
  }

  /** Keeps a chosen CSV file until its mapping comes; answers its id. */
  keepCsv(profileId: string, path: string): string {
    return keepNewest(this.#csvFiles, { profileId, path });
  }

  csvPath(id: string, profileId: string): string | undefined {
    const chosen = this.#csvFiles.get(id);
    return chosen?.profileId === profileId ? chosen.path : undefined;
  }

  /** After a switch: forgets every other connection's imports (pausing any being entered) and files. */
  keepOnly(profileId: string): void {
    for (const [id, kept] of this.#imports) {
      if (kept.profileId === profileId) continue;
      this.#entering.cancel(id);
      this.#imports.delete(id);
    }
    for (const [id, chosen] of this.#csvFiles) if (chosen.profileId !== profileId) this.#csvFiles.delete(id);
  }
}

/** Adds `value` under a new id and forgets all but the newest `KEPT` (in insertion order). */
function keepNewest<T>(map: Map<string, T>, value: T): string {
  const id = randomUUID();
  map.set(id, value);
  for (const old of [...map.keys()].slice(0, -KEPT)) map.delete(old);
  return id;
}
