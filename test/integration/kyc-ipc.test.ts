// The KYC channels through the real desk: router, handlers, signed client, built-in sandbox,
// audit log. What the renderer relies on beyond the client: null for a missing record, the
// video identification's prerequisites as field messages, files saved where the user chose.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import { fieldTexts } from '../../src-shared/wire/errors';
import type { AuditEntry } from '../../src-shared/domain/audit';
import { PDF_BASE64, PNG_BASE64, addressForm, bankAccountForm, identityForm, unique } from '../support/fixtures';
import { ipcOf } from '../support/ipc';
import { memoryKeychain } from '../support/keychain';
import { testShell } from '../support/shell';
import { sandboxProcess } from '../support/sandbox-process';

let dir: string;
let desk: Desk;
const shell = testShell();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-kyc-ipc-'));
  desk = await startDesk({ userDataDir: dir, keychain: memoryKeychain(), shell, sandboxSeed: 'demo', sandboxProcess });
  // The built-in sandbox starts in the hook's time, not in the first test's.
  await desk.sandbox();
});
afterAll(async () => {
  await desk.close();
  await rm(dir, { recursive: true, force: true });
});

const { value: call, refusal } = ipcOf(() => desk);

async function audit(): Promise<AuditEntry[]> {
  const text = await readFile(join(dir, 'audit.log'), 'utf8');
  return text.trim().split('\n').map((line) => JSON.parse(line) as AuditEntry);
}

async function newInvestor(business = false) {
  return call('users.create', { user: { name: 'Ida Ipc', email: `${unique('ipc').toLowerCase()}@example.com`, business_investor: business } });
}

describe('a personal investor through the KYC channels', () => {
  it('answers missing records with null and writes through the audit log', async () => {
    const user = await newInvestor();
    const status = await call('kyc.status', { userId: user.id });
    // Fields the desk does not know (a host's own) are kept beside these.
    expect(status.identity).toMatchObject({ status: 'incomplete', missing: ['identity'] });
    expect(await call('kyc.bankAccount.get', { userId: user.id })).toBeNull();

    const identity = await call('kyc.identities.create', { userId: user.id, identity: identityForm() });
    expect(await call('kyc.pepStatus.get', { userId: user.id, identityId: identity.id })).toBeNull();
    expect(await call('kyc.verification.get', { userId: user.id, identityId: identity.id })).toBeNull();
    expect(await call('kyc.identityDocument.get', { userId: user.id, identityId: identity.id })).toBeNull();

    const entries = (await audit()).filter((e) => e.targets.user_id === user.id && e.action.startsWith('kyc.'));
    expect(entries.map((e) => `${e.action} ${e.phase} ${e.outcome ?? ''}`.trim())).toEqual([
      'kyc.identities.create attempt',
      'kyc.identities.create result ok',
    ]);
    expect(entries[1]?.targets).toEqual({ user_id: user.id, identity_id: identity.id });
  });

  it('refuses to start a video identification with the gaps as field messages, then starts it', async () => {
    const user = await newInvestor();
    const identity = await call('kyc.identities.create', { userId: user.id, identity: { first_name: 'Ida', last_name: 'Ipc' } });
    const error = await refusal('kyc.videoIdentifications.start', { userId: user.id, identityId: identity.id });
    expect(error).toMatchObject({ kind: 'validation', code: 'video_identification_prerequisites' });
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['address', 'bank_account', 'identity', 'identity_terms']);

    await call('kyc.identities.update', { userId: user.id, id: identity.id, identity: identityForm() });
    await call('kyc.addresses.create', { userId: user.id, identityId: identity.id, address: addressForm() });
    const account = await call('kyc.bankAccount.create', { userId: user.id, bank_account: bankAccountForm() });
    expect(account.iban).toBe('DE89370400440532013000');
    await call('kyc.identityTerms.accept', { userId: user.id, identityId: identity.id });
    const video = await call('kyc.videoIdentifications.start', { userId: user.id, identityId: identity.id });
    expect(video).toMatchObject({ status: 'pending', provider_id: null });
    const read = await call('kyc.videoIdentifications.get', { userId: user.id, identityId: identity.id, id: video.id });
    expect(read.id).toBe(video.id);
  });

  it('shows the host’s second-taxation rule as a field message', async () => {
    const user = await newInvestor();
    const error = await refusal('kyc.identities.create', {
      userId: user.id,
      identity: identityForm({ exclusively_taxable_in_country_of_taxation: false }),
    });
    expect(error.kind).toBe('validation');
    expect(fieldTexts(error.fields ?? {})).toEqual({
      second_country_of_taxation: ['is required when exclusively_taxable_in_country_of_taxation is false'],
      second_tax_id_number: ['is required when exclusively_taxable_in_country_of_taxation is false'],
    });
  });
});

describe('attachments through the KYC channels', () => {
  it('uploads, lists, reads and saves a file where the user chose, audited', async () => {
    const user = await newInvestor();
    const identity = await call('kyc.identities.create', { userId: user.id, identity: identityForm() });
    const holder = { holder: 'identity' as const, userId: user.id, identityId: identity.id };
    const uploaded = await call('kyc.attachments.upload', {
      ...holder,
      type: 'passport',
      number: 'C01X00T47',
      // A name whose extension is not what the file is: saved under the extension of its content.
      attachment: { file_name: 'scan.png.exe', content_type: 'image/png', content_base64: PNG_BASE64, expires: '2031-01-01' },
    });
    expect(await call('kyc.attachments.list', holder)).toEqual([uploaded]);
    const content = await call('kyc.attachments.content', { ...holder, id: uploaded.id });
    expect(content.content_base64).toBe(PNG_BASE64);

    shell.savePath = undefined;
    expect(await call('kyc.attachments.save', { ...holder, id: uploaded.id })).toEqual({ saved: false });
    shell.savePath = join(dir, 'saved-scan.png');
    expect(await call('kyc.attachments.save', { ...holder, id: uploaded.id })).toEqual({ saved: true, path: shell.savePath });
    expect((await readFile(shell.savePath)).toString('base64')).toBe(PNG_BASE64);
    const saved = (await audit()).filter((e) => e.action === 'kyc.attachments.save');
    expect(shell.suggestedNames.at(-1)).toBe('scan.png.png');
    expect(saved.at(-1)).toMatchObject({
      phase: 'result',
      outcome: 'ok',
      // Linux has no mark of a downloaded file that the system reads (see files.test.ts).
      targets: { attachment_id: uploaded.id, path: shell.savePath, content_type: 'image/png', origin_mark: 'none' },
    });
  });

  it('checks a file before any call: size, type and content', async () => {
    const user = await newInvestor();
    const base = { holder: 'identity' as const, userId: user.id, identityId: user.id, type: 'passport' as const, number: 'X1' };
    const tooLarge = 'A'.repeat(Math.ceil(((10 * 1024 * 1024 + 1) / 3) * 4));
    const error = await refusal('kyc.attachments.upload', {
      ...base,
      attachment: { file_name: 'big.pdf', content_type: 'application/pdf', content_base64: tooLarge },
    });
    expect(fieldTexts(error.fields ?? {})).toEqual({ content_base64: ['must be at most 10 MiB (10485760 bytes)'] });
    const html = await refusal('kyc.attachments.upload', {
      ...base,
      attachment: { file_name: 'x.html', content_type: 'text/html' as 'image/png', content_base64: PDF_BASE64 },
    });
    expect(Object.keys(html.fields ?? {})).toEqual(['content_type']);
    const disguised = await refusal('kyc.attachments.upload', {
      ...base,
      attachment: { file_name: 'x.png', content_type: 'image/png', content_base64: PDF_BASE64 },
    });
    expect(fieldTexts(disguised.fields ?? {})).toEqual({ content_base64: ['does not look like image/png content'] });
  });
});

describe('a business investor and the review queue', () => {
  it('has no business until one is created; its files belong to the business', async () => {
    const user = await newInvestor(true);
    expect(await call('kyc.business.get', { userId: user.id })).toBeNull();
    const business = await call('kyc.business.create', { userId: user.id, business: { legal_name: 'Ipc GmbH' } });
    const created = await call('kyc.business.get', { userId: user.id });
    expect(created).toMatchObject({ id: business.id });
    // No address yet: null on a host that says so, absent on one that sends only the spec's fields.
    expect(created?.address ?? null).toBeNull();
    await call('kyc.businessAddresses.create', { userId: user.id, businessId: business.id, address: addressForm() });
    await call('kyc.attachments.upload', {
      holder: 'business',
      userId: user.id,
      type: 'commercial_register_extract',
      attachment: { file_name: 'register.pdf', content_type: 'application/pdf', content_base64: PDF_BASE64 },
    });
    expect(await call('kyc.attachments.list', { holder: 'business', userId: user.id })).toHaveLength(1);
    const owner = { first_name: 'Ole', last_name: 'Ipc', share: '70' };
    await call('kyc.businessOwners.create', { userId: user.id, business_owner: owner });
    const error = await refusal('kyc.businessOwners.create', { userId: user.id, business_owner: { ...owner, share: '40' } });
    expect(fieldTexts(error.fields ?? {}).share?.[0]).toMatch(/total at most 100; the others hold 70\.00/);
  });

  it('lists the investors of a project by order status', async () => {
    const solar = (await call('projects.list', undefined)).find((p) => p.code === 'SOLAR-26');
    const paid = await call('kyc.reviewQueue', { projectId: solar?.id ?? '', status: 'paid' });
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((u) => u.approved)).toBe(true);
  });
});
