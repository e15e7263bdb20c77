// The words' hook in a rendered tree: an area's words not loaded yet suspend the component
// that asks for them until they are there, the frame's never; a new language renders every
// component that translates again, in it.
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { translator, useTranslation } from '../../src-renderer/i18n';
import { renderScreen } from './desk';

function CustodyTitle() {
  const { t, i18n } = useTranslation('custody');
  return <h1 lang={i18n.language}>{t('title')}</h1>;
}

function TodayLink() {
  const { t } = useTranslation();
  return <a href="#today">{t('nav.today')}</a>;
}

describe('useTranslation', () => {
  it('suspends for an area’s words until they are loaded, and renders again in a new language', async () => {
    expect(translator.hasLoadedNamespace('custody')).toBe(false);
    await renderScreen(
      <>
        <TodayLink />
        <Suspense fallback={<p>Loading custody</p>}>
          <CustodyTitle />
        </Suspense>
      </>,
    );
    expect(screen.getByRole('link').textContent).toBe('Today');
    expect(screen.getByText('Loading custody')).toBeTruthy();
    expect((await screen.findByRole('heading')).textContent).toBe('Custody');

    await act(() => translator.changeLanguage('de'));
    expect(screen.getByRole('heading').textContent).toBe('Verwahrung');
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('de');
    expect(screen.getByRole('link').textContent).toBe('Heute');
    expect(screen.queryByText('Loading custody')).toBeNull();
  });
});
