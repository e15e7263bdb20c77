// The statement being confirmed, kept while the agent opens an order and comes back: its
// lines as imported, which ones the agent accepted (each with the draft id chosen once, so
// sending a line again joins its first send), and how each entered line ended. UI state.
import { create } from 'zustand';
import type { EnteredLineResult, Proposal, ProposalStatus, StatementImport } from '@contract';

/** What the table says of a line: the import's proposal, or how its entering ended. */
export type LineState = ProposalStatus | 'overpays' | 'entered' | 'not_confirmed' | 'refused';

export type StateFilter = 'all' | LineState;

export interface Progress {
  done: number;
  total: number;
  /** Under way; false once the last line answered or the agent paused. */
  running: boolean;
}

interface StatementState {
  /** The Payments area shows the orders or the statement. */
  view: 'orders' | 'statement';
  imported?: StatementImport;
  accepted: ReadonlySet<number>;
  draftIds: ReadonlyMap<number, string>;
  results: ReadonlyMap<number, EnteredLineResult>;
  progress?: Progress;
  setView: (view: StatementState['view']) => void;
  open: (imported: StatementImport) => void;
  /** Accepts (or, with `false`, drops) lines; a line keeps its draft id once it has one. */
  accept: (indexes: readonly number[], on: boolean) => void;
  record: (results: readonly EnteredLineResult[]) => void;
  setProgress: (progress: Progress | undefined) => void;
  /** Forgets the statement: its lines belong to the connection it was imported on. */
  close: () => void;
}

const NO_STATEMENT: Pick<StatementState, 'view' | 'imported' | 'accepted' | 'draftIds' | 'results' | 'progress'> = {
  view: 'orders',
  imported: undefined,
  accepted: new Set(),
  draftIds: new Map(),
  results: new Map(),
  progress: undefined,
};

export const useStatement = create<StatementState>((set) => ({
  ...NO_STATEMENT,
  setView: (view) => set({ view }),
  open: (imported) => set({ imported, accepted: new Set(), draftIds: new Map(), results: new Map(), progress: undefined, view: 'statement' }),
  accept: (indexes, on) =>
    set((s) => {
      const accepted = new Set(s.accepted);
      const draftIds = new Map(s.draftIds);
      for (const index of indexes) {
        if (on) {
          accepted.add(index);
          if (!draftIds.has(index)) draftIds.set(index, crypto.randomUUID());
        } else accepted.delete(index);
      }
      return { accepted, draftIds };
    }),
  record: (results) =>
    set((s) => {
      const next = new Map(s.results);
      for (const r of results) if (r.outcome !== 'paused') next.set(r.index, r);
      return { results: next };
    }),
  setProgress: (progress) => set({ progress }),
  close: () => set(NO_STATEMENT),
}));

/** A line's state: how its entering ended, else what the import proposed. */
export function lineState({ status, balance }: Pick<Proposal, 'status' | 'balance'>, result: EnteredLineResult | undefined): LineState {
  if (result?.outcome === 'done') return 'entered';
  if (result?.outcome === 'unknown') return 'not_confirmed';
  if (result?.outcome === 'failed' || result?.outcome === 'refused') return 'refused';
  // A match that would pay its order more than it is for is no plain "matched": "Accept all
  // matched" leaves it, and entering it asks first.
  if (status === 'matched' && balance?.status === 'overpaid') return 'overpays';
  return status;
}

/** A line that may be accepted: proposed for an order and not entered yet. */
export const acceptable = (state: LineState) => state === 'matched' || state === 'overpays' || state === 'suggested' || state === 'refused';
