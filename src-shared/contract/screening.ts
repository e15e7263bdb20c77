// screening.*: sanctions screening in the desk — the lists in use, an investor screened, the
// queue of hits, decisions (sealed, audited), everyone screened, the evidence (PDF, CSV).
import { z } from 'zod';
import { IsoDate } from '../wire/common';
import {
  type InvestorScreening,
  type ListChange,
  type ListInUse,
  type MoneyStops,
  NOT_SAME_REASONS,
  type ScreeningHit,
  type ScreeningQueue,
  type ScreeningRun,
  VERDICTS,
} from '../domain/screening';
import { ByUser, None, out } from './common';

/** A hit's key: subject, list and entry, as `ScreeningHit.key`; no path or control characters. */
const HitKey = z.string().min(3).max(600).regex(/^\P{Cc}+$/u, { error: 'id' });

const Decide = z
  .object({
    hitKey: HitKey,
    verdict: z.enum(VERDICTS),
    reason: z.enum(NOT_SAME_REASONS).optional(),
    note: z.string().trim().max(2000).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.verdict === 'not_same' && !d.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
    if (d.verdict !== 'not_same' && d.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'not_allowed' });
    if (d.reason === 'other' && !d.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'required' });
  });

const stale = ['screening.lists', 'screening.queue', 'screening.investor', 'screening.moneyStops'] as const;

export const channels = {
  /** The lists in use (the sample UN excerpt until a list is loaded), with their ages. */
  'screening.lists': { input: None, output: out<{ lists: ListInUse[]; staleAfterDays: number; updateUrls: string[] }>() },
  /** Asks for a list file (native dialog), reads it, keeps it, and re-screens what can have changed. */
  'screening.loadList': { input: None, output: out<{ loaded: false } | { loaded: true; change: ListChange }>(), invalidates: stale },
  /**
   * Downloads the lists from the configured addresses (through the connection's proxy and CA);
   * an address that fails keeps the version in use and is named in `failed`.
   */
  'screening.updateLists': {
    input: None,
    output: out<{ changes: ListChange[]; unchanged: number; failed: Array<{ url: string; message: string }> }>(),
    invalidates: stale,
  },
  /** Takes a list out of use (a custom list, or an official one to load again later). */
  'screening.removeList': { input: z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) }), output: out<{ removed: boolean }>(), invalidates: stale },
  /** Screens an investor's people now (reading their KYC on the active connection) and answers the result. */
  'screening.investor': { input: ByUser, output: out<InvestorScreening>() },
  /** The open and escalated hits of the active connection, highest score first. */
  'screening.queue': { input: None, output: out<ScreeningQueue>() },
  /** Records a decision on a hit: sealed on this machine and in the audit log. */
  'screening.decide': { input: Decide, output: out<ScreeningHit>(), invalidates: stale },
  /** Investors whose money a confirmed match stops (the orders table and Today show them). */
  'screening.moneyStops': { input: None, output: out<MoneyStops>() },
  /** Screens every investor the desk knows; progress as `screening.run` events. */
  'screening.everyone': { input: None, output: out<ScreeningRun>(), invalidates: stale },
  'screening.pause': { input: None, output: out<{ paused: boolean }>() },
  'screening.resume': { input: None, output: out<{ resumed: boolean }>() },
  'screening.cancel': { input: None, output: out<{ cancelled: boolean }>() },
  /** The last run's progress (after a window reload), or null. */
  'screening.run': { input: None, output: out<ScreeningRun | null>() },
  /** An investor's screening report as PDF, in the desk's language, where the save dialog says. */
  'screening.report': { input: ByUser, output: out<{ saved: false } | { saved: true; path: string; pages: number }>() },
  /** Every screening result and decision of a period as CSV, for the auditor. */
  'screening.exportCsv': {
    input: z.object({ from: IsoDate, to: IsoDate }),
    output: out<{ saved: false } | { saved: true; path: string; rows: number }>(),
  },
} as const;

export const events = {
  /** Progress of screening everyone, or of the re-screening after a list update. */
  'screening.run': out<ScreeningRun>(),
} as const;
