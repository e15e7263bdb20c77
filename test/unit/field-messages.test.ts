// Every message of the desk's own schemas is a code with an English and a German sentence. That
// each code of FIELD_MESSAGES has them is the compiler's job (validation/en.ts satisfies a record
// of every code, de.ts is typed from it); this walks the schemas for messages that are not codes, which would
// reach the user as they are, and holds each German text to its English placeholders.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, type FieldCode, isFieldCode } from '../../src-shared/wire/field-messages';
import { de } from '../../src-renderer/i18n/validation/de';
import { en } from '../../src-renderer/i18n/validation/en';
import { fieldMessageText } from '../../src-renderer/i18n/field-messages';

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

const ROOT = new URL('../../src-shared/', import.meta.url);
const MODULES = [
  ...readdirSync(new URL('wire/', ROOT)).map((f) => `wire/${f}`),
  ...readdirSync(new URL('domain/', ROOT)).map((f) => `domain/${f}`),
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

describe('the field messages as the staff read them', () => {
  it.each(Object.keys(FIELD_MESSAGES) as FieldCode[])('%s is a full sentence in both languages', (code) => {
    for (const text of [en[code], de[code]]) expect(text).toMatch(/^\p{Lu}.*[.!]$/u);
  });

  it('name the format of an amount in the language’s notation', () => {
    expect(fieldMessageText({ code: 'decimal' }, 'en')).toBe('Enter an amount like 1,234.56.');
    expect(fieldMessageText({ code: 'decimal' }, 'de')).toBe('Geben Sie einen Betrag wie 1.234,56 ein.');
    expect(fieldMessageText({ code: 'email' }, 'en')).toBe('Enter an email address like name@example.com.');
    expect(fieldMessageText({ code: 'date' }, 'de')).toBe('Geben Sie ein Datum wie 31.12.2026 ein.');
  });

  it('write the numbers they name the language’s way, every decimal kept', () => {
    expect(fieldMessageText({ code: 'amount_max', args: { max: '1234567.50' } }, 'en')).toBe('Enter an amount of at most 1,234,567.50.');
    expect(fieldMessageText({ code: 'amount_max', args: { max: '1234567.50' } }, 'de')).toBe('Geben Sie einen Betrag von höchstens 1.234.567,50 ein.');
    expect(fieldMessageText({ code: 'between', args: { min: 0, max: 100 } }, 'de')).toBe('Geben Sie eine Zahl von 0 bis 100 ein.');
    // Words stay words.
    expect(fieldMessageText({ code: 'base_url', args: { example: 'https://api.example.com/api/v1' } }, 'en')).toBe('Enter a URL like https://api.example.com/api/v1.');
  });
});
