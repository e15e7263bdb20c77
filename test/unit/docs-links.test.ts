// The README and the pages under docs/ (and bench/RESULTS.md) are read from a clone: every link
// must land on a file of the repository (and on a heading of it when it names one), none may
// point outside it, and the README stays short enough to read first.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const README_MAX_LINES = 250;

function markdownUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const PAGES = [join(ROOT, 'README.md'), ...markdownUnder(join(ROOT, 'docs')), join(ROOT, 'bench/RESULTS.md')];

/** The text a reader sees as prose: fenced blocks and code spans blanked, lines kept. */
function prose(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
}

/** The anchors GitHub gives a page's headings. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading = ''] of markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    found.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return found;
}

/** Inline links and images, and reference definitions, with their line. */
function links(markdown: string): { target: string; line: number }[] {
  return prose(markdown)
    .split('\n')
    .flatMap((text, i) => [
      ...[...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] as string),
      ...[...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s+<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1] as string),
    ].map((target) => ({ target, line: i + 1 })));
}

/** What is wrong with one link of `page` (whose text is `markdown`), or undefined when it resolves inside the repository. */
function problem(page: string, markdown: string, target: string): string | undefined {
  if (/^https:\/\//.test(target)) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || isAbsolute(target) || target.startsWith('\\')) return 'leaves the repository';
  const [path = '', anchor] = target.split('#', 2);
  if (path === '') return anchors(markdown).has(anchor ?? '') ? undefined : `no heading #${anchor}`;
  const file = resolve(dirname(page), decodeURIComponent(path));
  const inRepo = relative(ROOT, file);
  if (inRepo.startsWith('..') || isAbsolute(inRepo)) return 'leaves the repository';
  if (!existsSync(file)) return 'no such file';
  if (anchor !== undefined && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor)) return `no heading #${anchor}`;
  return undefined;
}

describe('the documentation', () => {
  it.each(PAGES.map((page) => [relative(ROOT, page), page]))('%s: every link resolves inside the repository', (_name, page) => {
    const markdown = readFileSync(page, 'utf8');
    const broken = links(markdown).flatMap(({ target, line }) => {
      const why = problem(page, markdown, target);
      return why ? [`line ${line}: ${target}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
    expect(markdown).not.toMatch(/\.\.\/shared\b/);
  });

  it('has a README of at most 250 lines', () => {
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('catches a missing file, a path outside, a wrong heading, and skips code', () => {
    const page = join(ROOT, 'docs/planted.md');
    const planted = [
      '# Planted',
      '[ok](../README.md#two-commands) [image](screenshots/today.png) [here](#planted)',
      '[gone](gone.md) [out](../../shared/ARCHITECTURE.md) ![abs](/etc/passwd) [file](file:///tmp/x)',
      '[bad heading](sandbox.md#no-such-heading)',
      '`[in code](gone.md)`',
      '```',
      '[in a block](gone.md)',
      '```',
      '[ref]: ../../shared/SANDBOX.md',
    ].join('\n');
    expect(links(planted).map(({ target, line }) => [line, target, problem(page, planted, target)])).toEqual([
      [2, '../README.md#two-commands', undefined],
      [2, 'screenshots/today.png', undefined],
      [2, '#planted', undefined],
      [3, 'gone.md', 'no such file'],
      [3, '../../shared/ARCHITECTURE.md', 'leaves the repository'],
      [3, '/etc/passwd', 'leaves the repository'],
      [3, 'file:///tmp/x', 'leaves the repository'],
      [4, 'sandbox.md#no-such-heading', 'no heading #no-such-heading'],
      [9, '../../shared/SANDBOX.md', 'leaves the repository'],
    ]);
    expect(anchors('# What `npm test` runs\n```\n# not a heading\n```\n## Twice\n## Twice')).toEqual(
      new Set(['what-npm-test-runs', 'twice', 'twice-1']),
    );
  });
});
