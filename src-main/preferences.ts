// Preferences and the window's place on screen, as JSON in the user data folder.
import { z } from 'zod';
import { readJson, writeJsonAtomic } from './json-file';
import { Preferences } from './preferences.schema';

export const WindowBounds = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(400),
  height: z.number().int().min(300),
  maximized: z.boolean(),
});
export type WindowBounds = z.infer<typeof WindowBounds>;

const PreferencesFile = Preferences.extend({ window: WindowBounds.optional() });
type PreferencesFile = z.output<typeof PreferencesFile>;

export class PreferencesStore {
  readonly #file: string;
  #state: PreferencesFile;
  #saving: Promise<void> = Promise.resolve();

  private constructor(file: string, state: PreferencesFile) {
    this.#file = file;
    this.#state = state;
  }

  static async open(file: string, onInvalid: (message: string) => void): Promise<PreferencesStore> {
    return new PreferencesStore(file, await readJson(file, PreferencesFile, PreferencesFile.parse({}), onInvalid));
  }

  get(): Preferences {
    return { language: this.#state.language, theme: this.#state.theme };
  }

  async set(change: Partial<Preferences>): Promise<Preferences> {
    await this.#save(change);
    return this.get();
  }

  get window(): WindowBounds | undefined {
    return this.#state.window;
  }

  async setWindow(bounds: WindowBounds): Promise<void> {
    await this.#save({ window: bounds });
  }

  /** One save after another, each laid over what the last one left, so none is lost. */
  #save(change: Partial<PreferencesFile>): Promise<void> {
    const saved = this.#saving.then(async () => {
      const next = { ...this.#state, ...change };
      await writeJsonAtomic(this.#file, next);
      this.#state = next;
    });
    this.#saving = saved.catch(() => undefined);
    return saved;
  }
}
