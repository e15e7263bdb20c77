// Connection profiles (no secrets) as JSON in the user data folder, written atomically.
import { z } from 'zod';
import { DeskError } from '../../src-shared/errors';
import { JsonState, readJson } from '../json-file';
import { ProfileInput } from '../../src-shared/domain/profile';

const StoredProfile = ProfileInput.extend({ id: z.uuid(), readOnly: z.boolean().default(false) });
export type StoredProfile = z.output<typeof StoredProfile>;

const ProfilesFile = z.object({
  version: z.literal(1),
  activeProfileId: z.string(),
  profiles: z.array(StoredProfile),
});
type ProfilesFile = z.output<typeof ProfilesFile>;

export class ProfileStore {
  readonly #state: JsonState<ProfilesFile>;

  private constructor(file: string, state: ProfilesFile) {
    this.#state = new JsonState(file, state);
  }

  static async open(file: string, defaultActiveId: string, onInvalid: (message: string) => void): Promise<ProfileStore> {
    const state = await readJson(file, ProfilesFile, { version: 1, activeProfileId: defaultActiveId, profiles: [] }, onInvalid);
    return new ProfileStore(file, state);
  }

  get activeProfileId(): string {
    return this.#state.current.activeProfileId;
  }

  list(): readonly StoredProfile[] {
    return this.#state.current.profiles;
  }

  get(id: string): StoredProfile {
    const found = this.#state.current.profiles.find((p) => p.id === id);
    if (!found) throw new DeskError('not_found', 'This connection profile does not exist (any more).');
    return found;
  }

  async add(profile: z.output<typeof ProfileInput>, id: string): Promise<StoredProfile> {
    const stored = { ...profile, id, readOnly: false };
    await this.#state.change((state) => ({ ...state, profiles: [...state.profiles, stored] }));
    return stored;
  }

  /** Keeps the profile's read-only mark: only `setReadOnly` changes it. */
  async update(id: string, profile: z.output<typeof ProfileInput>): Promise<StoredProfile> {
    const updated = { ...profile, id, readOnly: this.get(id).readOnly };
    await this.#state.change((state) => ({ ...state, profiles: state.profiles.map((p) => (p.id === id ? updated : p)) }));
    return updated;
  }

  async setReadOnly(id: string, readOnly: boolean): Promise<StoredProfile> {
    const updated = { ...this.get(id), readOnly };
    await this.#state.change((state) => ({ ...state, profiles: state.profiles.map((p) => (p.id === id ? updated : p)) }));
    return updated;
  }

  async remove(id: string, fallbackActiveId: string): Promise<void> {
    this.get(id);
    await this.#state.change((state) => ({
      ...state,
      activeProfileId: state.activeProfileId === id ? fallbackActiveId : state.activeProfileId,
      profiles: state.profiles.filter((p) => p.id !== id),
    }));
  }

  async setActive(id: string): Promise<void> {
    await this.#state.change((state) => ({ ...state, activeProfileId: id }));
  }
}
