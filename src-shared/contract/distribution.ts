// distribution.*: the preparation (followed to its end), the export and its check, payouts
// and snapshots.
import { z } from 'zod';
import type { ExportProgress, ExportResult, ListCheck } from '../domain/distribution-export';
import type { InvestorPayouts } from '../domain/investor-payouts';
import type { Payout, PreparationStatus, Snapshot, UserPayout } from '../wire/distribution';
import { ByProject, Id, None, out } from './common';

export const channels = {
  /** The preparation's state; `prepare` starts it and the app follows it to the end. */
  'distribution.status': { input: ByProject, output: out<PreparationStatus>() },
  'distribution.prepare': {
    hostWrite: true,
    input: ByProject,
    output: out<PreparationStatus>(),
    invalidates: ['distribution.status', 'distribution.snapshots'],
  },
  /** Asks where to save (native dialog), streams the list there, then checks the saved file. */
  'distribution.export': { input: ByProject, output: out<{ saved: false } | ({ saved: true } & ExportResult)>() },
  /** Gives a list held under its failed-check name the name chosen for it: finance accepts it. */
  'distribution.acceptExport': { input: z.object({ path: z.string().min(1).max(4096) }), output: out<{ path: string }>() },
  'distribution.cancelExport': { input: ByProject, output: out<{ cancelled: boolean }>() },
  /** Asks for a CSV file (native dialog) and checks it as an exported list is checked. */
  'distribution.checkFile': { input: None, output: out<{ opened: false } | { opened: true; path: string; check: ListCheck }>() },
  'distribution.snapshots': { input: ByProject, output: out<Snapshot[]>() },
  'distribution.payouts': { input: ByProject, output: out<Payout[]>() },
  'distribution.userPayouts': { input: z.object({ payoutId: Id }), output: out<UserPayout[]>() },
  'distribution.snapshot': { input: ByProject.extend({ id: Id }), output: out<Snapshot>() },
  'distribution.payout': { input: ByProject.extend({ id: Id }), output: out<Payout>() },
  'distribution.userPayout': { input: z.object({ payoutId: Id, id: Id }), output: out<UserPayout>() },
  /** What the investor received: their user payouts in every payout of every project they ordered in. */
  'distribution.investorPayouts': { input: z.object({ userId: Id }), output: out<InvestorPayouts>() },
} as const;

/** How a preparation ended, with the project's code (null when it could not be read). */
export type PreparationFinished = PreparationStatus & { code: string | null };

export const events = {
  'distribution.exportProgress': out<ExportProgress>(),
  'distribution.preparationFinished': out<PreparationFinished>(),
} as const;
