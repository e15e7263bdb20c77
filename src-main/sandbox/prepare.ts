// `npm run build:database [FILE]`: writes the prepared database (prepared.ts) that a new
// sandbox database starts from; `npm run build` puts it next to the sandbox's entry.
import { writeFile } from 'node:fs/promises';
import { makePreparedDatabase } from './prepared';
import { PREPARED_DATABASE_FILE } from './supervisor';

const file = process.argv[2] ?? `out/main/${PREPARED_DATABASE_FILE}`;
await writeFile(file, await makePreparedDatabase());
console.log(`prepared database: ${file}`);
