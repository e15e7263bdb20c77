// Where the update channel's feed and key come from: `update-feed.json` beside the app's
// resources (the platform's build puts it there), or, for IT, OFFERING_DESK_UPDATE_URL and
// OFFERING_DESK_UPDATE_KEY (a PEM file). Neither: the channel is off.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { UpdateConfig } from './updater';

export const UPDATE_CONFIG_FILE = 'update-feed.json';

const ConfigFile = z.object({ feedUrl: z.string().min(1), publicKey: z.string().includes('BEGIN PUBLIC KEY') });

/** The channel's configuration, or undefined when it is off; a broken one says why. */
export async function readUpdateConfig(resourcesDir: string, env: NodeJS.ProcessEnv = process.env): Promise<UpdateConfig | undefined> {
  if (env.OFFERING_DESK_UPDATE_URL && env.OFFERING_DESK_UPDATE_KEY) {
    return { feedUrl: env.OFFERING_DESK_UPDATE_URL, publicKey: await readFile(env.OFFERING_DESK_UPDATE_KEY, 'utf8') };
  }
  let text: string;
  try {
    text = await readFile(join(resourcesDir, UPDATE_CONFIG_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = ConfigFile.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${UPDATE_CONFIG_FILE} needs a feedUrl and a publicKey (PEM)`);
  return parsed.data;
}
