// What a hostile or careless client sends: bad ids, bad values, and values shaped like a zod
// schema (its keys, its enum members, its literals) but filled with those bad values, so the
// generated input gets past the first check and reaches the code behind it.
import fc from 'fast-check';
import type { z } from 'zod';

/** Ids that name nothing, or are not ids at all. */
export const BAD_IDS = [
  '00000000-0000-4000-8000-000000000000',
  'not-a-uuid',
  '..',
  '../..',
  '.',
  '%2e%2e',
  '0',
  '-1',
  '1e309',
  'null',
  '__proto__',
  'constructor',
  'ÄÖÜ-ß',
  '١٢٣',
  '🙂',
  'x'.repeat(5000),
  'a'.repeat(36),
] as const;

/** Amounts, dates and numbers every form must refuse (or take exactly). */
export const BAD_SCALARS: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  '',
  ' ',
  '0',
  '0.00',
  '-100.00',
  '10.005',
  '1.999',
  1.005,
  0.1,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  '1e309',
  '-1e309',
  '9'.repeat(40),
  '١٠٠٫٠٠',
  '١٠٠.٠٠',
  '१२३.४५',
  '１２３',
  'NaN',
  'Infinity',
  '2026-02-30',
  '2026-13-01',
  '2025-02-29',
  '0000-00-00',
  '9999-12-31T24:00:00Z',
  '2026-06-01T25:61:00+00:00',
  '+002026-01-01',
  'DE00 0000 0000 0000 0000 00',
  '0x' + 'g'.repeat(40),
  '\u0000',
  '\ud800',
  '<script>',
  "'; drop table orders; --",
  '__proto__',
  [],
  {},
  [null],
  { __proto__: null, toString: 1 },
];

/** Plausible values, so some generated requests succeed and change the data. */
export const GOOD_SCALARS: readonly unknown[] = [
  '100.00',
  '250',
  250,
  '1000.5',
  '2026-12-01',
  new Date(Date.now() + 86_400_000).toISOString(),
  'paid',
  'cancelled',
  'new',
  'en',
  'DE',
  'Test',
  'fuzz@example.com',
  '0x' + 'ab'.repeat(20),
  'DE89370400440532013000',
  'COBADEFFXXX',
  true,
  false,
  1,
];

const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));

/** A value of no particular type, nested a little. */
export const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...BAD_SCALARS),
    fc.constantFrom(...GOOD_SCALARS),
    text,
    fc.integer(),
    fc.double(),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const goodStrings = fc.constantFrom(...GOOD_SCALARS.filter((v): v is string => typeof v === 'string'));

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { def: Def }).def;

/**
 * Values shaped like `schema`: an object gets its keys (some left out, an odd one added),
 * an enum its members, a literal its value, a string one of `strings`; every leaf may
 * instead be any of `leaves`.
 */
export function shapedLike(
  schema: z.ZodType,
  leaves: fc.Arbitrary<unknown>,
  strings: fc.Arbitrary<string> = goodStrings,
  depth = 0,
): fc.Arbitrary<unknown> {
  const deeper = (inner: unknown, level = depth) => shapedLike(inner as z.ZodType, leaves, strings, level);
  const def = defOf(schema);
  const either = (own: fc.Arbitrary<unknown>) => fc.oneof({ weight: 4, arbitrary: own }, { weight: 1, arbitrary: leaves });
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return deeper(def.innerType);
    case 'pipe':
      return deeper(def.in);
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => deeper(o)));
    case 'enum':
      return either(fc.constantFrom(...Object.values(def.entries as Record<string, string>)));
    case 'literal':
      return either(fc.constantFrom(...(def.values as unknown[])));
    case 'array':
      return depth > 3 ? leaves : either(fc.array(deeper(def.element, depth + 1), { maxLength: 3 }));
    case 'record':
      return depth > 3 ? leaves : either(fc.dictionary(fc.string({ maxLength: 12 }), deeper(def.valueType, depth + 1), { maxKeys: 3 }));
    case 'object': {
      if (depth > 3) return leaves;
      const shape = def.shape as Record<string, z.ZodType>;
      const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, deeper(field, depth + 1)]));
      const record = fc.record(fields, { requiredKeys: [] });
      const extra = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'id', 'status', 'unknown_field'), leaves, { maxKeys: 2 });
      return either(fc.tuple(record, extra).map(([own, odd]) => withOwnKeys(own, odd)));
    }
    // Plausible leaves, so some inputs pass and reach the code behind the check.
    case 'string':
      return either(strings);
    case 'number':
      return either(fc.constantFrom(1, 10, 250, 1000));
    case 'boolean':
      return either(fc.boolean());
    default:
      return leaves;
  }
}

/** Copies `odd` over `own` as own properties, `__proto__` too (as JSON.parse would make it). */
function withOwnKeys(own: Record<string, unknown>, odd: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...own };
  for (const [key, value] of Object.entries(odd)) Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
  return result;
}
