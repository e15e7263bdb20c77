// No browser validation bubble anywhere: they speak the browser's language, not the app's, and
// cover the field. Every form leaves checking to the desk (`noValidate`), whose messages are
// full sentences under the field (components/forms.ts), and no input asks the browser to check
// a format (`type="email"`, `pattern`) on its own.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../src-renderer/', import.meta.url).pathname;
const SOURCES = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));

/** Each `<form …>` opening tag of a file, attributes and all. */
const formTags = (text: string) => [...text.matchAll(/<form\b[^>]*?>/gs)].map((m) => m[0]);

describe('forms in the renderer', () => {
  it('are found (the scan reaches them)', () => {
    expect(SOURCES.flatMap(({ text }) => formTags(text)).length).toBeGreaterThan(8);
  });

  it('all leave checking to the desk, not the browser', () => {
    const checkedByBrowser = SOURCES.flatMap(({ file, text }) => formTags(text).filter((tag) => !/\bnoValidate\b/.test(tag)).map(() => file));
    expect(checkedByBrowser).toEqual([]);
  });

  it('ask the browser to check no format on its own', () => {
    const patterned = SOURCES.filter(({ text }) => /\bpattern=|<input[^>]*\btype="email"/s.test(text)).map(({ file }) => file);
    expect(patterned).toEqual([]);
  });
});
