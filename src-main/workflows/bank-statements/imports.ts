// Bank statements between calls: each import matched against the host and kept (the window
// names its lines by index only), entered line by line through the payment entry, and the CSV
// files chosen and waiting for their mapping. Each belongs to the connection it was read on;
// a switch forgets the others', so nothing read on one connection can be shown or entered on
// another.
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { DeskError } from '../../../src-shared/errors';
import type { EnteredLineResult, Proposal, StatementEnterInput, StatementLine } from '../../../src-shared/domain/bank-statements';
import type { AuditLog } from '../audit';
import { Cancellable } from '../cancellable';
import type { Connection } from '../connection';
import type { OrderIndexes } from '../order-index';
import type { PaymentEntry } from '../payment-entry';
import { type AcceptedLine, type EnterOptions, enterLines } from './enter';
import { loadMatchIndex } from './host';
import { matchStatement } from './matcher';
import type { StatementsStore } from './store';

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

export interface StatementImportsOptions {
  payments: PaymentEntry;
  orders: OrderIndexes;
  /** The record of the lines entered, by connection (a line entered once is proposed done). */
  store: StatementsStore;
  audit: AuditLog;
}

/** A statement read from its file: where it came from and its lines. */
export interface ReadStatement {
  path: string;
  format: string;
  lines: StatementLine[];
}

export class StatementImports {
  constructor(private readonly o: StatementImportsOptions) {}

  readonly #imports = new Map<string, KeptImport>();
  readonly #csvFiles = new Map<string, ChosenCsv>();
  /** Imports whose lines are being entered, by import id. */
  readonly #entering = new Cancellable();

  /**
   * Matches a statement's lines against the host's orders and payments as they are now (and
   * the lines entered before), keeps the import and records it in the audit log.
   */
  async match({ profile, client }: Connection, currency: string, statement: ReadStatement) {
    const index = await loadMatchIndex(client, currency, statement.lines);
    const proposals = matchStatement(statement.lines, { ...index, entered: this.o.store.enteredOn(profile.id) });
    const counts = new Map<string, number>();
    for (const p of proposals) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
    const importId = keepNewest(this.#imports, { profileId: profile.id, proposals, entered: new Map() });
    await this.o.audit.append({
      id: importId,
      time: new Date().toISOString(),
      profileId: profile.id,
      profileName: profile.name,
      action: 'statements.import',
      targets: { file: basename(statement.path), format: statement.format },
      phase: 'result',
      outcome: 'ok',
      // Written as codes (status=count), the same in every language.
      detail: [...counts].map(([status, n]) => `${status}=${n}`).join(' '),
    });
    // A host that leaves the reference out of its payments (the key absent, not null).
    return { importId, proposals, referencesOnHost: index.payments.every((p) => p.reference !== undefined) };
  }

  /**
   * Enters the accepted lines of an import read on this connection, one at a time, with a
   * signal its pause (or a switch) aborts; one entry per import at a time. Each line entered
   * is recorded, so the next import proposes it done.
   */
  async enter(connection: Connection, { importId, accept }: StatementEnterInput, onProgress: EnterOptions['onProgress']): Promise<EnteredLineResult[]> {
    const kept = this.required(importId, connection.profile.id);
    return this.#entering.run(importId, 'The lines of this statement are being entered; pause first.', async (signal) => {
      const accepted: AcceptedLine[] = [];
      for (const { index, draftId } of accept) {
        const proposal = kept.proposals[index];
        // Only a line proposed for an order: never a done, unmatched or not-candidate one.
        if (!proposal?.order || (proposal.status !== 'matched' && proposal.status !== 'suggested')) {
          throw new DeskError('bad_request', `Line ${index + 1} of the statement is not proposed for an order.`);
        }
        accepted.push({ draftId, line: proposal.line, order: proposal.order });
      }
      // Where the host's list does not say an order's investor and project, the index finds them.
      const orders = this.o.orders.of(connection);
      for (const a of accepted) {
        const { userId, projectId } = await orders.locate(a.order);
        a.order = { ...a.order, user_id: userId, project_id: projectId };
      }
      const entered = await enterLines(this.o.payments, connection, accepted, { signal, onProgress });
      const results = entered.map((e) => ({ index: e.accepted.line.index, outcome: e.outcome, payment_id: e.draft?.payment_id, error: e.error }));
      for (const r of results) kept.entered.set(r.index, r);
      const at = new Date().toISOString();
      await this.o.store.recordEntered(
        entered.flatMap(({ accepted, outcome, draft }) =>
          outcome === 'done' && draft?.payment_id
            ? [{ profile_id: kept.profileId, bank_reference: accepted.line.bank_reference, order_id: accepted.order.id, payment_id: draft.payment_id, entered_at: at }]
            : [],
        ),
      );
      return results;
    });
  }

  /** An import read on `profileId`; undefined for another connection's or one forgotten. */
  get(id: string, profileId: string): KeptImport | undefined {
    const kept = this.#imports.get(id);
    return kept?.profileId === profileId ? kept : undefined;
  }

  /** An import read on `profileId`, or a `not_found` refusal that says to import it again. */
  required(id: string, profileId: string): KeptImport {
    const kept = this.get(id, profileId);
    if (!kept) throw new DeskError('not_found', 'No such statement import on this connection; import it again.');
    return kept;
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
