// `npm run build:database [FOLDER]`: writes the prepared databases (prepared.ts) that a new
// sandbox database starts from; `npm run build` puts them next to the sandbox's entry.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EMPTY_DATABASE_FILE } from './db/dump';
import { makePreparedDatabases } from './prepared';
import { PREPARED_DATABASE_FILE } from './supervisor';

const folder = process.argv[2] ?? 'out/main';
const { demo, empty } = await makePreparedDatabases();
await Promise.all([writeFile(join(folder, PREPARED_DATABASE_FILE), demo), writeFile(join(folder, EMPTY_DATABASE_FILE), empty)]);
console.log(`prepared databases: ${join(folder, PREPARED_DATABASE_FILE)}, ${join(folder, EMPTY_DATABASE_FILE)}`);
