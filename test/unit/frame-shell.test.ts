// The frame the main process draws into index.html: its words, colours and marked area from the
// preferences, and the page's root and <html> it goes into (the source index.html's).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameShellOf, withFrameShell } from '../../src-main/frame-shell';

const INDEX = readFileSync(resolve(import.meta.dirname, '../../src-renderer/index.html'), 'utf8');

describe('frameShellOf', () => {
  it('takes the language and the last area, and the colours of the theme or, on "auto", of the system', () => {
    expect(frameShellOf({ language: 'de', theme: 'dark', lastArea: 'custody' }, false)).toEqual({ language: 'de', colorScheme: 'dark', area: 'custody' });
    expect(frameShellOf({ language: 'en', theme: 'light' }, true)).toEqual({ language: 'en', colorScheme: 'light', area: 'today' });
    expect(frameShellOf({ language: 'en', theme: 'auto' }, true).colorScheme).toBe('dark');
    expect(frameShellOf({ language: 'en', theme: 'auto' }, false).colorScheme).toBe('light');
  });
});

describe('withFrameShell', () => {
  const page = withFrameShell(INDEX, { language: 'de', colorScheme: 'dark', area: 'payments' });
  const root = /<div id="root">(.*?)<\/div>\s*<script/s.exec(page)?.[1] ?? '';

  it('draws the header and the menu in the language, the area marked, into the root', () => {
    expect(root).toContain('<h2 class="frame-shell-name">Offering Desk</h2>');
    const names = [...root.matchAll(/<span class="frame-shell-link"( data-active)?>([^<]*)<\/span>/g)].map(([, active, name]) => `${name}${active ? '*' : ''}`);
    expect(names).toEqual(['Heute', 'Investoren', 'Zahlungen*', 'Token-Zuteilung', 'Verwahrung', 'Projekte', 'Sanktionsprüfung', 'Einstellungen']);
  });

  it('keeps it from assistive technology and input, and sets the language and colours on <html>', () => {
    expect(root).toMatch(/^<div class="frame" aria-hidden="true" inert>/);
    expect(page).toContain('<html lang="de" data-mantine-color-scheme="dark">');
  });

  it('changes nothing else of the page', () => {
    const back = page.replace(root, '').replace('<html lang="de" data-mantine-color-scheme="dark">', '<html lang="en">');
    expect(back).toBe(INDEX);
  });
});
