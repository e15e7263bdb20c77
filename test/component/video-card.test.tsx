// The video identification's waiting step: from the start's answer until the provider's page
// is there, whatever the machine's speed. (The session opened and the approval it brings are
// end-to-end: kyc.spec.ts; there the page may come before a slow machine shows the wait.)
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Identity, VideoIdentification } from '@wire/kyc';
import { VideoCard } from '../../src-renderer/screens/kyc/sections/VideoCard';
import { SANDBOX_PROFILE, renderScreen } from './desk';

/** A person whose KYC lets the video identification start. */
const anna: Identity = {
  id: 'identity-anna',
  kind: 'personal',
  first_name: 'Anna',
  last_name: 'Schmidt',
  citizenship: 'DE',
  date_of_birth: '1985-03-12',
  place_of_birth: 'Berlin',
  country_of_birth: 'DE',
  family_status: 'single',
  gender: 'female',
  not_pep: true,
  not_us_income_tax: true,
  country_of_taxation: 'DE',
  tax_id_number: '86095742719',
  exclusively_taxable_in_country_of_taxation: true,
  address: { id: 'address-anna', street: 'Hauptstraße', number: '1', zip: '10115', city: 'Berlin', country: 'DE' },
  video_identifications: [],
};

const waiting: VideoIdentification = { id: 'video-1', status: 'pending', provider_id: null, redirect_url: null, created_at: '2026-11-26T10:00:00Z' };
const ready: VideoIdentification = { ...waiting, provider_id: 'provider-1', redirect_url: 'https://video.example/session/provider-1' };

describe('the video identification card', () => {
  it('shows the wait for the provider’s page from the start’s answer, then the page to open', async () => {
    // What the host says of the session: waiting until the provider's page is there.
    let session = waiting;
    const { desk, user } = await renderScreen(<VideoCard userId="user-anna" identity={anna} />, {
      answers: {
        'profiles.active': () => SANDBOX_PROFILE,
        'kyc.identityTerms.list': () => [{ id: 'term-1', accepted: true }],
        'kyc.bankAccount.get': () => ({ id: 'bank-1', iban: 'DE89370400440532013000' }),
        'kyc.videoIdentifications.start': () => waiting,
        'kyc.videoIdentifications.get': () => session,
      },
      language: 'en',
      words: ['kyc'],
    });
    // Enabled once the terms and the bank account have been read.
    const startButton = await screen.findByRole('button', { name: 'Start video identification' });
    await waitFor(() => expect(startButton.hasAttribute('disabled')).toBe(false));
    await user.click(startButton);
    expect(await screen.findByText('Session created. Waiting for the provider’s session page (usually a few seconds)…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open session in browser' })).toBeNull();
    expect(desk.inputsOf('kyc.videoIdentifications.start')).toEqual([{ userId: 'user-anna', identityId: 'identity-anna' }]);

    // The page is there: the card's next read (it reads every second while it waits) shows it.
    session = ready;
    expect(await screen.findByRole('button', { name: 'Open session in browser' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/Waiting for the provider’s session page/)).toBeNull();
  });
});
