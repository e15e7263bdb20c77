// Preferences and the window's place on screen, as JSON in the user data folder.
import { z } from 'zod';
import { JsonState, readJson } from './json-file';
import { Preferences } from '../src-shared/domain/preferences';

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
  readonly #state: JsonState<PreferencesFile>;
  readonly #listeners = new Set<(preferences: Preferences) => void>();

  private constructor(file: string, state: PreferencesFile) {
    this.#state = new JsonState(file, state);
  }

  static async open(file: string, onInvalid: (message: string) => void): Promise<PreferencesStore> {
    return new PreferencesStore(file, await readJson(file, PreferencesFile, PreferencesFile.parse({}), onInvalid));
  }

  get(): Preferences {
    const { language, theme, retentionDays, ordersReloadMinutes, screeningListAgeDays, screeningListUrls, lastArea } = this.#state.current;
    return { language, theme, retentionDays, ordersReloadMinutes, screeningListAgeDays, screeningListUrls, lastArea };
  }

  async set(change: Partial<Preferences>): Promise<Preferences> {
    await this.#state.change((current) => ({ ...current, ...change }));
    const preferences = this.get();
    this.#listeners.forEach((listener) => listener(preferences));
    return preferences;
  }

  /** Resolves once the writes asked for so far have ended: the desk waits for them at quit. */
  written(): Promise<void> {
    return this.#state.written();
  }

  /** `listener` is told each change (the main process's menu and dialogs follow the language). */
  onChange(listener: (preferences: Preferences) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get window(): WindowBounds | undefined {
    return this.#state.current.window;
  }

  async setWindow(bounds: WindowBounds): Promise<void> {
    await this.#state.change((current) => ({ ...current, window: bounds }));
  }
}
