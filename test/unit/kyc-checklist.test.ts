// What the KYC screen derives from KycStatus and the records it reads: the checklist, whether
// the investor can invest, where each gap is put right, the video identification's phases.
import { describe, expect, it } from 'vitest';
import type { Identity, KycCheck, KycStatus, VideoIdentification } from '../../src-shared/wire/kyc';
import { CHECKS, checklist, describeMissing, humanize, pepItem, readiness, sectionsFor } from '../../src-renderer/screens/kyc/checklist';
import { latestSession, nextStep, pollInterval, startGaps, videoPhase } from '../../src-renderer/screens/kyc/video';
import { declaredKey } from '../../src-renderer/screens/kyc/words';
import { identityData } from '../support/identity';

const done: KycCheck = { status: 'complete', missing: [] };
const na: KycCheck = { status: 'not_applicable', missing: [] };
const open = (...missing: string[]): KycCheck => ({ status: 'incomplete', missing });

function personal(overrides: Partial<KycStatus> = {}): KycStatus {
  return {
    identity: done,
    address: done,
    bank_account: done,
    video_identification: done,
    email: done,
    business: na,
    legal_reps: na,
    documents: done,
    ...overrides,
  };
}

describe('the checklist', () => {
  it('lists the eight checks in the spec’s order, done, missing or not applicable', () => {
    const items = checklist(personal({ bank_account: open('bank_account') }), false);
    expect(items.map((i) => i.check)).toEqual([...CHECKS]);
    expect(items.map((i) => i.state)).toEqual(['done', 'done', 'missing', 'done', 'done', 'not_applicable', 'not_applicable', 'done']);
  });

  it('names each missing thing: a field by its field label, a record by what it is', () => {
    const [identity] = checklist(personal({ identity: open('tax_id_number', 'not_pep', 'identity_terms') }), false);
    expect(identity?.missing).toEqual([
      { entry: 'tax_id_number', what: 'fields.tax_id_number', section: 'identity' },
      { entry: 'not_pep', what: 'fields.not_pep', section: 'identity' },
      { entry: 'identity_terms', what: 'missing.identity_terms', section: 'declarations' },
    ]);
  });

  it('opens the section where a gap is put right, which depends on the kind of investor', () => {
    const personalItems = checklist(personal(), false);
    expect(Object.fromEntries(personalItems.map((i) => [i.check, i.section]))).toEqual({
      identity: 'identity',
      address: 'address',
      bank_account: 'bank',
      video_identification: 'video',
      email: 'account',
      business: 'business',
      legal_reps: 'representative',
      documents: 'documents',
    });
    const business = checklist(personal({ identity: na, business: done, legal_reps: done }), true);
    expect(business.find((i) => i.check === 'address')?.section).toBe('business');
  });

  it('sends an owner’s missing field to the owners, with the owner it is about', () => {
    expect(describeMissing('business', 'business_owners.7a1.share', true)).toEqual({
      entry: 'business_owners.7a1.share',
      what: 'fields.share',
      ownerId: '7a1',
      section: 'owners',
    });
    expect(describeMissing('business', 'business_owners', true)).toMatchObject({ what: 'missing.business_owners', section: 'owners' });
    expect(describeMissing('business', 'legal_form', true)).toMatchObject({ what: 'fields.legal_form', section: 'business' });
    // The representative's terms are on the representative's tab, not on a personal one.
    expect(describeMissing('legal_reps', 'identity_terms', true)).toMatchObject({ section: 'representative' });
    expect(describeMissing('documents', 'business_document', true)).toMatchObject({
      what: 'missing.business_document',
      section: 'documents',
    });
  });

  it('shows a personal investor’s and a business investor’s own tabs', () => {
    expect(sectionsFor(false)).toContain('identity');
    expect(sectionsFor(false)).not.toContain('owners');
    expect(sectionsFor(true)).toEqual(expect.arrayContaining(['business', 'representative', 'owners']));
    expect(sectionsFor(true)).not.toContain('identity');
  });

  it('makes an unknown key readable', () => {
    expect(humanize('crowdinvesting_years')).toBe('Crowdinvesting years');
    expect(humanize('risk.understood-fully')).toBe('Risk understood fully');
  });
});

describe('whether the investor can invest', () => {
  it('follows the approval (orders need it), and counts only the checks that apply', () => {
    expect(readiness(personal(), true)).toEqual({ canInvest: true, applicable: 6, done: 6, open: [] });
    const gaps = personal({ video_identification: open('video_identification'), documents: open('identity_document') });
    expect(readiness(gaps, false)).toEqual({ canInvest: false, applicable: 6, done: 4, open: ['video_identification', 'documents'] });
  });

  it('is no for a complete KYC whose approval was taken back', () => {
    expect(readiness(personal(), false)).toMatchObject({ canInvest: false, open: [] });
  });

  it('counts the PEP status beside the host’s eight checks, and sends its gap to the declarations', () => {
    expect(readiness(personal(), true, [pepItem(false)])).toEqual({ canInvest: true, applicable: 7, done: 6, open: ['pep_status'] });
    expect(readiness(personal(), true, [pepItem(true)])).toMatchObject({ applicable: 7, done: 7, open: [] });
    expect(pepItem(false).missing).toEqual([{ entry: 'pep_status', what: 'missing.pep_status', section: 'declarations' }]);
  });

  it('says a declaration the API keeps negated the positive way: not a PEP reads “No (declared …)”', () => {
    expect(declaredKey(true)).toBe('declared.no');
    expect(declaredKey(false)).toBe('declared.yes');
    expect(declaredKey(null)).toBe('answers.unanswered');
  });
});

const TIMES = { created_at: '2026-03-01T10:00:00.000Z', updated_at: '2026-03-01T10:00:00.000Z' };

function video(overrides: Partial<VideoIdentification> = {}): VideoIdentification {
  return { id: 'v1', identity_id: 'i1', status: 'pending', provider_id: null, redirect_url: null, completed_at: null, ...TIMES, ...overrides };
}

function identity(overrides: Partial<Identity> = {}): Identity {
  return {
    ...identityData({ id: 'i1', ...TIMES }),
    address: { id: 'a1', street: 'Sonnenallee', number: '12', zip: '12045', city: 'Berlin', country: 'DE', ...TIMES },
    video_identifications: [],
    ...overrides,
  };
}

describe('the video identification', () => {
  it('follows the newest session through its phases', () => {
    const older = video({ id: 'old', status: 'aborted', created_at: '2026-03-01T09:00:00.000Z' });
    const newer = video({ id: 'new' });
    expect(latestSession(identity({ video_identifications: [newer, older] }))?.id).toBe('new');
    expect(videoPhase(undefined)).toBe('none');
    expect(videoPhase(newer)).toBe('waiting');
    expect(videoPhase({ ...newer, provider_id: 'sbx-1', redirect_url: 'http://x/sandbox/video/new' })).toBe('ready');
    expect(videoPhase({ ...newer, status: 'success' })).toBe('success');
  });

  it('polls every second for the provider’s page, then for the result, but not on staging', () => {
    const waiting = video();
    const ready = video({ provider_id: 'sbx-1', redirect_url: 'https://provider.example/s/1' });
    expect(pollInterval(waiting, false)).toBe(1000);
    expect(pollInterval(waiting, true)).toBe(1000);
    expect(pollInterval(ready, false)).toBe(2000);
    expect(pollInterval(ready, true)).toBe(false);
    expect(pollInterval({ ...ready, status: 'failure' }, false)).toBe(false);
    expect(pollInterval(undefined, false)).toBe(false);
  });

  it('says who acts next on a pending session, and since when', () => {
    const started = '2026-03-02T09:00:00.000Z';
    expect(nextStep(video({ created_at: started }))).toEqual({ who: 'provider', since: started });
    expect(nextStep(video({ created_at: started, provider_id: 'sbx-1', redirect_url: 'https://provider.example/s/1' }))).toEqual({
      who: 'person',
      since: started,
    });
    expect(nextStep(video({ status: 'success' }))).toBeUndefined();
    expect(nextStep(undefined)).toBeUndefined();
  });

  it('explains what stands in the way of starting one, from what the screen has', () => {
    expect(startGaps(identity(), true, true)).toEqual([]);
    expect(startGaps(identity({ address: null, tax_id_number: null }), false, false)).toEqual([
      { what: 'identity', fields: ['tax_id_number'] },
      { what: 'address', fields: [] },
      { what: 'bank_account', fields: [] },
      { what: 'identity_terms', fields: [] },
    ]);
  });
});
