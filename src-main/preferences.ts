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
    await this.#save({ ...this.#state, ...change });
    return this.get();
  }

  get window(): WindowBounds | undefined {
    return this.#state.window;
  }

  async setWindow(bounds: WindowBounds): Promise<void> {
    await this.#save({ ...this.#state, window: bounds });
  }

  async #save(next: PreferencesFile): Promise<void> {
    await writeJsonAtomic(this.#file, next);
    this.#state = next;
  }
}
