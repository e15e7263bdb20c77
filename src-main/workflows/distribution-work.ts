// What the desk holds of distribution work between calls: the exports under way (each
// cancelled through its channel), the lists held under their failed-check name until finance
// accepts them, the preparations followed to their end, and each connection's payouts as
// last listed. Work is keyed by connection and project: two hosts may share a project's id.
import { DeskError } from '../../src-shared/errors';
import type { PreparationFinished } from '../../src-shared/contract/distribution';
import type { ExportResult } from '../../src-shared/domain/distribution-export';
import type { PreparationStatus } from '../../src-shared/wire/distribution';
import { Cancellable } from './cancellable';
import { followPreparation } from './distribution-export';
import { KnownPayouts } from './investor-payouts';

const BUSY = 'This list is being exported already.';
/** A project's work on one connection: two hosts may share a project's id. */
const keyOf = (profileId: string, projectId: string) => `${profileId}/${projectId}`;

export class DistributionWork {
  readonly #exports = new Cancellable();
  readonly #followed = new Set<string>();
  /** Lists held under their failed-check name, by that path: the name each gets when accepted. */
  readonly #held = new Map<string, string>();
  readonly #payouts = new Map<string, KnownPayouts>();

  constructor(private readonly onPreparationFinished: (finished: PreparationFinished) => void) {}

  /**
   * Follows a preparation to its end, once per project, and says how it ended wherever the
   * user is by then. A lost connection is not reported: the screen polls too and shows it.
   */
  follow(profileId: string, projectId: string, status: () => Promise<PreparationStatus>, code: () => Promise<string>): void {
    const key = keyOf(profileId, projectId);
    if (this.#followed.has(key)) return;
    this.#followed.add(key);
    followPreparation(status)
      .then(async (ended) => this.onPreparationFinished({ ...ended, code: await code().catch(() => null) }))
      .catch(() => undefined)
      .finally(() => this.#followed.delete(key));
  }

  /** Refuses a second export of a project's list while one is under way. */
  mayExport(profileId: string, projectId: string): void {
    if (this.#exports.running(keyOf(profileId, projectId))) throw new DeskError('bad_request', BUSY);
  }

  /** Exports with a signal `cancelExport` aborts; a list held for acceptance is remembered by its path. */
  async export(profileId: string, projectId: string, work: (signal: AbortSignal) => Promise<ExportResult>): Promise<ExportResult> {
    const result = await this.#exports.run(keyOf(profileId, projectId), BUSY, work);
    if (result.acceptedPath) this.#held.set(result.path, result.acceptedPath);
    return result;
  }

  cancelExport(profileId: string, projectId: string): boolean {
    return this.#exports.cancel(keyOf(profileId, projectId), new DeskError('bad_request', 'The export was cancelled; no file was written.'));
  }

  /**
   * Gives a held list its accepted name through `rename` (the audited write): only a list this
   * desk held, so the window never names a file of its own choosing.
   */
  async accept(path: string, rename: (accepted: string) => Promise<void>): Promise<string> {
    const accepted = this.#held.get(path);
    if (!accepted) throw new DeskError('not_found', 'This list is not waiting to be accepted (it was accepted already, or exported before the app was restarted).');
    await rename(accepted);
    this.#held.delete(path);
    return accepted;
  }

  /** A connection's payouts per project as last listed, read ahead for the next investor. */
  knownPayouts(profileId: string): KnownPayouts {
    let known = this.#payouts.get(profileId);
    if (!known) this.#payouts.set(profileId, (known = new KnownPayouts()));
    return known;
  }
}
