// What the desk keeps of bank statements in the user data folder: the CSV mappings the agents
// saved for their banks, and the record of the lines it entered (bank reference -> payment,
// per connection). The record is what decides "done" on a host whose payments do not return
// the reference: only this desk's own entries can be seen there. It names investors' payments,
// so the file is sealed at rest when a sealer is given (the desk always gives one).
import { z } from 'zod';
import { JsonState, readJson } from '../../json-file';
import { type Sealer, readSealedJson, writeStateFile } from '../../sealed-file';
import { CsvMapping } from '../../../src-shared/domain/bank-statements';

export const EnteredBankLine = z.object({
  profile_id: z.string(),
  bank_reference: z.string(),
  order_id: z.string(),
  payment_id: z.string(),
  entered_at: z.string(),
});
export type EnteredBankLine = z.infer<typeof EnteredBankLine>;

const StatementsFile = z.object({
  presets: z.array(CsvMapping).default([]),
  entered: z.array(EnteredBankLine).default([]),
});
type StatementsFile = z.output<typeof StatementsFile>;

export class StatementsStore {
  readonly #state: JsonState<StatementsFile>;

  private constructor(file: string, state: StatementsFile, sealer: Sealer | undefined) {
    this.#state = new JsonState(file, state, (path, value) => writeStateFile(path, value, sealer));
  }

  /** A plain file (written before sealing) is read and sealed in its place. */
  static async open(file: string, onInvalid: (message: string) => void, sealer?: Sealer): Promise<StatementsStore> {
    const empty = StatementsFile.parse({});
    const state = sealer
      ? await readSealedJson(file, StatementsFile, empty, sealer, onInvalid)
      : await readJson(file, StatementsFile, empty, onInvalid);
    return new StatementsStore(file, state, sealer);
  }

  /** Resolves once the writes asked for so far have ended: the desk waits for them at quit. */
  written(): Promise<void> {
    return this.#state.written();
  }

  /** The mappings saved by the agents, by name. */
  presets(): CsvMapping[] {
    return this.#state.current.presets;
  }

  /** Saves a mapping under its name, replacing one of that name. */
  async savePreset(mapping: CsvMapping): Promise<CsvMapping[]> {
    const next = await this.#state.change((s) => ({ ...s, presets: [...s.presets.filter((p) => p.name !== mapping.name), mapping] }));
    return next.presets;
  }

  async deletePreset(name: string): Promise<CsvMapping[]> {
    const next = await this.#state.change((s) => ({ ...s, presets: s.presets.filter((p) => p.name !== name) }));
    return next.presets;
  }

  /** The lines this desk entered on a connection. */
  enteredOn(profileId: string): EnteredBankLine[] {
    return this.#state.current.entered.filter((e) => e.profile_id === profileId);
  }

  /** Forgets the lines entered on a connection (its local data deleted); says how many. */
  async forgetProfile(profileId: string): Promise<number> {
    const count = this.enteredOn(profileId).length;
    if (count > 0) await this.#state.change((s) => ({ ...s, entered: s.entered.filter((e) => e.profile_id !== profileId) }));
    return count;
  }

  /** Records entered lines; a payment already recorded is not recorded twice. */
  async recordEntered(lines: readonly EnteredBankLine[]): Promise<void> {
    if (lines.length === 0) return;
    await this.#state.change((s) => {
      const known = new Set(s.entered.map((e) => `${e.profile_id} ${e.payment_id}`));
      return { ...s, entered: [...s.entered, ...lines.filter((e) => !known.has(`${e.profile_id} ${e.payment_id}`))] };
    });
  }
}
