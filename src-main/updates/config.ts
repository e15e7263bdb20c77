// Where the update channel's feed and key come from. The key: only `update-feed.json` beside
// the app's resources (the build puts it there); nothing on the machine replaces it, so a user
// or a script cannot make the desk trust a key of their own. The feed's address: the same
// file, or IT's policy file (`policyFile()`), which must belong to the administrator. A
// development build (not packaged) may take both from OFFERING_DESK_UPDATE_URL and
// OFFERING_DESK_UPDATE_KEY (a PEM file) instead. No key: the channel is off.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { UpdateConfig } from './updater';

export const UPDATE_CONFIG_FILE = 'update-feed.json';

const ConfigFile = z.object({ feedUrl: z.string().min(1), publicKey: z.string().includes('BEGIN PUBLIC KEY') });
/** Strict: a policy file naming a key (or anything else) is refused, not half read. */
const PolicyFile = z.strictObject({ feedUrl: z.string().min(1) });

/** IT's policy file, in the folder only an administrator may write on each platform. */
export function policyFile(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): string {
  if (platform === 'win32') return join(env.ProgramData ?? 'C:\\ProgramData', 'Offering Desk', 'update-policy.json');
  if (platform === 'darwin') return '/Library/Application Support/Offering Desk/update-policy.json';
  return '/etc/offering-desk/update-policy.json';
}

export interface UpdateConfigOptions {
  /** A packaged build: the environment is not read. Default true. */
  packaged?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Default `policyFile()`. */
  policy?: string;
  /**
   * The user id the policy file must belong to (root); undefined where the platform has no
   * owner to check (Windows: %ProgramData%'s permissions are the guard).
   */
  policyOwner?: number | undefined;
}

/** The channel's configuration, or undefined when it is off; a broken one says why. */
export async function readUpdateConfig(resourcesDir: string, options: UpdateConfigOptions = {}): Promise<UpdateConfig | undefined> {
  const { packaged = true, env = process.env, policy = policyFile() } = options;
  const owner = 'policyOwner' in options ? options.policyOwner : process.platform === 'win32' ? undefined : 0;
  if (!packaged && env.OFFERING_DESK_UPDATE_URL && env.OFFERING_DESK_UPDATE_KEY) {
    return { feedUrl: env.OFFERING_DESK_UPDATE_URL, publicKey: await readFile(env.OFFERING_DESK_UPDATE_KEY, 'utf8') };
  }
  const text = await readIfThere(join(resourcesDir, UPDATE_CONFIG_FILE));
  if (text === undefined) return undefined;
  const parsed = ConfigFile.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${UPDATE_CONFIG_FILE} needs a feedUrl and a publicKey (PEM)`);
  const feedUrl = await policyFeedUrl(policy, owner);
  return { ...parsed.data, ...(feedUrl ? { feedUrl } : {}) };
}

/** The feed address IT's policy file names, if there is one it may trust. */
async function policyFeedUrl(path: string, owner: number | undefined): Promise<string | undefined> {
  const text = await readIfThere(path);
  if (text === undefined) return undefined;
  if (owner !== undefined) {
    const { uid, mode } = await stat(path);
    // Anyone who could write it could point the desk at their own feed (the key still guards the files).
    if (uid !== owner || (mode & 0o022) !== 0) throw new Error(`${path} must belong to the administrator and be writable by no one else`);
  }
  const parsed = PolicyFile.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${path} may name only a feedUrl (the update key is built into the desk)`);
  return parsed.data.feedUrl;
}

async function readIfThere(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
