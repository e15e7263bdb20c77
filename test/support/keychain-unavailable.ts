// Run with a session bus that does not exist: tries to create a profile with a secret and
// prints what happened as JSON (used by test/integration/profiles.test.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeskError } from '../../src-shared/errors';
import { Connections } from '../../src-main/profiles/connections';
import { osKeychain } from '../../src-main/keychain';

const [dir] = process.argv.slice(2) as [string];
const connections = await Connections.open({
  file: join(dir, 'profiles.json'),
  keychain: osKeychain('Offering Desk unavailable test'),
  sandbox: () => Promise.resolve({ baseUrl: 'http://127.0.0.1:1/api/v1', key: 'k', secret: 's' }),
  onNotice: () => undefined,
});
let error: { kind: string; message: string } | undefined;
try {
  await connections.create(
    { name: 'Nowhere', baseUrl: 'https://api.example.com/api/v1', environment: 'production' },
    { key: 'key', secret: 'the-secret' },
  );
} catch (e) {
  error = e instanceof DeskError ? { kind: e.kind, message: e.message } : { kind: 'other', message: String(e) };
}
const file = await readFile(join(dir, 'profiles.json'), 'utf8').catch(() => null);
console.log(JSON.stringify({ error, profiles: (await connections.list()).map((p) => p.name), file }));
