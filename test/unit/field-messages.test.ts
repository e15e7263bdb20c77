// Every message of the desk's own schemas is a code with a German text. That each code of
// FIELD_MESSAGES has one is the compiler's job (validation/de.ts is typed from en.ts, which
// spreads FIELD_MESSAGES); this walks the schemas for messages that are not codes, which would
// reach the user as they are, and holds each German text to its English placeholders.
import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, type FieldCode, isFieldCode } from '../../src-main/wire/field-messages';
import { de } from '../../src-renderer/i18n/validation/de';
import { en } from '../../src-renderer/i18n/validation/en';

interface Def {
  type: string;
  error?: (issue: object) => unknown;
  checks?: { _zod: { def: Def } }[];
  [part: string]: unknown;
}
type Schema = { _zod: { def: Def } };

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as Schema)._zod.def === 'object';

/** Issues to ask an `error` function about: some answer per issue (missing, a bad key). */
const ISSUES = [
  { code: 'invalid_type', input: undefined },
  { code: 'invalid_type', input: 'x' },
  { code: 'invalid_key', input: 'x' },
  { code: 'custom', input: 'x' },
];

/** Each message the schema names itself, with the path of the part that names it. */
function messagesOf(schema: Schema, path: string, seen = new Set<Schema>()): [string, string][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const asked = (error: Def['error']) =>
    error ? ISSUES.map((issue) => error(issue)).filter((m): m is string => typeof m === 'string') : [];
  const own = [...asked(def.error), ...(def.checks ?? []).flatMap((check) => asked(check._zod.def.error))].map(
    (message): [string, string] => [path, message],
  );
  const parts = Object.entries(def).flatMap(([key, value]): [string, unknown][] => {
    if (key === 'shape' && value && typeof value === 'object') return Object.entries(value).map(([k, v]) => [`${path}.${k}`, v]);
    if (Array.isArray(value)) return value.map((v, i) => [`${path}.${key}[${i}]`, v]);
    return [[`${path}.${key}`, value]];
  });
  return [...own, ...parts.flatMap(([at, part]) => (isSchema(part) ? messagesOf(part, at, seen) : []))];
}

const ROOT = new URL('../../src-main/', import.meta.url);
const MODULES = [
  ...readdirSync(new URL('wire/', ROOT)).map((f) => `wire/${f}`),
  'profiles/profile.schema.ts',
  ...readdirSync(new URL('workflows/', ROOT), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.schema.ts'))
    .map((f) => `workflows/${f.split(sep).join('/')}`),
].filter((f) => f.endsWith('.ts'));

async function schemaMessages(): Promise<[string, string][]> {
  const modules = await Promise.all(
    MODULES.map(async (file) => [file, (await import(new URL(file, ROOT).href)) as Record<string, unknown>] as const),
  );
  return modules.flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) => (isSchema(value) ? messagesOf(value, `${file}:${name}`) : [])),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the field messages of the desk’s own schemas', () => {
  it('are codes, so each reaches the user in their language', async () => {
    const messages = await schemaMessages();
    expect(messages.length).toBeGreaterThan(50); // the walk reaches into the schemas
    expect(messages.filter(([, message]) => !isFieldCode(message))).toEqual([]);
  });

  it.each(Object.keys(FIELD_MESSAGES) as FieldCode[])('%s has a German text with the English placeholders', (code) => {
    expect(de[code].trim()).not.toBe('');
    expect(placeholders(de[code])).toEqual(placeholders(en[code]));
  });
});
