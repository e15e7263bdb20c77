// KYC attachments: JSON with base64 content up to 10 MiB, kept in the database; lists carry
// metadata, the single attachment its content.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_BODY_LIMIT } from '../../src-main/sandbox/routes/kyc-attachments';
import { type IdentityAttachmentForm, MAX_ATTACHMENT_BYTES } from '../../src-shared/wire/kyc';
import { PDF_BASE64, PNG_BASE64, businessInvestor, pdfAttachment, personalInvestor, userForm } from '../support/fixtures';
import { signedRaw } from '../support/raw';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

/** Base64 of a PNG of exactly `bytes` bytes (its signature, then zeros). */
function pngOf(bytes: number): string {
  const content = Buffer.alloc(bytes);
  Buffer.from(PNG_BASE64, 'base64').copy(content, 0, 0, 8);
  return content.toString('base64');
}

describe('identity attachments', () => {
  it('takes a document with its details, lists its metadata and returns its content', async () => {
    const { user, identity } = await personalInvestor(t); // has an ID card scan already
    const attachment = await t.client.kyc.identityAttachments.upload(user.id, identity.id, 'passport', 'C01X00T47', {
      file_name: 'Reisepass Seite 1.png',
      content_type: 'image/png',
      content_base64: PNG_BASE64,
      issued: '2020-02-01',
      expires: '2030-01-31',
      issuing_authority: 'Stadt Köln',
      issuing_country: 'de',
    });
    expect(attachment).toEqual({
      id: expect.any(String) as string,
      identity_id: identity.id,
      type: 'passport',
      number: 'C01X00T47',
      file_name: 'Reisepass Seite 1.png',
      content_type: 'image/png',
      size: Buffer.from(PNG_BASE64, 'base64').length,
      issued: '2020-02-01',
      expires: '2030-01-31',
      issuing_authority: 'Stadt Köln',
      issuing_country: 'DE',
      created_at: expect.any(String) as string,
    });

    const list = await t.client.kyc.identityAttachments.list(user.id, identity.id);
    expect(list.map((a) => [a.type, a.number])).toEqual([
      ['id_card', 'L01X00T47'],
      ['passport', 'C01X00T47'],
    ]);
    expect(list[1]).toEqual(attachment);
    expect(list[0]).not.toHaveProperty('content_base64');

    const [idCard] = list;
    const withContent = await t.client.kyc.identityAttachments.get(user.id, identity.id, idCard!.id);
    expect(withContent).toEqual({ ...idCard, content_base64: PDF_BASE64 });
  });

  it('takes the details as query parameters too (the body wins)', async () => {
    const { user, identity } = await personalInvestor(t);
    const path = `/api/v1/users/${user.id}/kyc/identities/${identity.id}/file/residence_permit/RP%2F123?issued=2024-01-01&expires=2026-01-01&issuing_country=AT`;
    const body = JSON.stringify({ attachment: { ...pdfAttachment(), expires: '2027-01-01' } });
    const answer = await signedRaw(t, 'POST', path, body);
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({
      type: 'residence_permit',
      number: 'RP/123',
      issued: '2024-01-01',
      expires: '2027-01-01',
      issuing_country: 'AT',
    });
  });

  it.each<[string, string[], Partial<IdentityAttachmentForm>, Record<string, string[]>]>([
    ['an unknown type', ['selfie', 'X1'], {}, { type: ['must be one of passport, id_card, residence_permit'] }],
    ['a number with odd characters', ['passport', 'X1<script>'], {}, { number: ["may contain only letters, digits, spaces, '-', '.' and '/'"] }],
    ['no content', ['passport', 'X1'], { content_base64: '' }, { content_base64: ['must not be empty'] }],
    ['content that is not base64', ['passport', 'X1'], { content_base64: 'not base64!' }, { content_base64: ['must be base64'] }],
    [
      'a content type that can carry script',
      ['passport', 'X1'],
      { content_type: 'image/svg+xml' as 'image/png' },
      { content_type: ['must be one of application/pdf, image/jpeg, image/png'] },
    ],
    [
      'content of another type than declared',
      ['passport', 'X1'],
      { content_type: 'image/jpeg' },
      { content_base64: ['does not look like image/jpeg content'] },
    ],
    [
      'a file name with a folder',
      ['passport', 'X1'],
      { file_name: '../../etc/passwd' },
      { file_name: ['must be a file name without a folder or control characters'] },
    ],
    [
      'an expiry before the issue',
      ['passport', 'X1'],
      { issued: '2030-01-01', expires: '2020-01-01' },
      { expires: ['must be after the issue date'] },
    ],
  ])('refuses %s (422)', async (_name, [type, number], overrides, fields) => {
    const { user, identity } = await personalInvestor(t);
    await expect(
      t.client.kyc.identityAttachments.upload(user.id, identity.id, type!, number!, pdfAttachment(overrides)),
    ).rejects.toMatchObject({ kind: 'validation', fields });
    expect(await t.client.kyc.identityAttachments.list(user.id, identity.id)).toHaveLength(1);
  });

  it('takes content of exactly 10 MiB, refuses one byte more (422), and a body beyond the limit (413)', async () => {
    const { user, identity } = await personalInvestor(t);
    const largest = await t.client.kyc.identityAttachments.upload(user.id, identity.id, 'passport', 'X1', {
      file_name: 'scan.png',
      content_type: 'image/png',
      content_base64: pngOf(MAX_ATTACHMENT_BYTES),
    });
    expect(largest.size).toBe(10 * 1024 * 1024);
    const fetched = await t.client.kyc.identityAttachments.get(user.id, identity.id, largest.id);
    expect(Buffer.from(fetched.content_base64, 'base64').equals(Buffer.from(pngOf(MAX_ATTACHMENT_BYTES), 'base64'))).toBe(true);

    await expect(
      t.client.kyc.identityAttachments.upload(user.id, identity.id, 'passport', 'X2', {
        file_name: 'scan.png',
        content_type: 'image/png',
        content_base64: pngOf(MAX_ATTACHMENT_BYTES + 1),
      }),
    ).rejects.toMatchObject({ status: 422, fields: { content_base64: ['must be at most 10 MiB (10485760 bytes)'] } });

    const path = `/api/v1/users/${user.id}/kyc/identities/${identity.id}/file/passport/X3`;
    const tooLarge = JSON.stringify({ attachment: { ...pdfAttachment(), content_base64: 'A'.repeat(15 * 1024 * 1024) } });
    const answer = await signedRaw(t, 'POST', path, tooLarge);
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({
      error: { code: 'payload_too_large', message: `The body is larger than ${ATTACHMENT_BODY_LIMIT} bytes` },
    });
    expect(await t.client.kyc.identityAttachments.list(user.id, identity.id)).toHaveLength(2);
  });

  it("answers 404 for an unknown attachment and for another identity's", async () => {
    const a = await personalInvestor(t);
    const b = await personalInvestor(t);
    const [attachment] = await t.client.kyc.identityAttachments.list(a.user.id, a.identity.id);
    for (const call of [
      () => t.client.kyc.identityAttachments.get(a.user.id, a.identity.id, randomUUID()),
      () => t.client.kyc.identityAttachments.get(a.user.id, a.identity.id, 'nope'),
      () => t.client.kyc.identityAttachments.get(b.user.id, b.identity.id, attachment!.id),
      () => t.client.kyc.identityAttachments.get(b.user.id, a.identity.id, attachment!.id),
      () => t.client.kyc.identityAttachments.upload(b.user.id, a.identity.id, 'passport', 'X1', pdfAttachment()),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 404 });
    }
  });
});

describe('business attachments', () => {
  it('are kept for the business and returned with their content', async () => {
    const { user, business } = await businessInvestor(t); // has its register extract
    const list = await t.client.kyc.businessAttachments.list(user.id);
    expect(list).toEqual([
      {
        id: expect.any(String) as string,
        business_id: business.id,
        type: 'commercial_register_extract',
        file_name: 'register.pdf',
        content_type: 'application/pdf',
        size: Buffer.from(PDF_BASE64, 'base64').length,
        created_at: expect.any(String) as string,
      },
    ]);
    const articles = await t.client.kyc.businessAttachments.upload(user.id, 'articles_of_association', {
      file_name: 'satzung.png',
      content_type: 'image/png',
      content_base64: PNG_BASE64,
    });
    expect(await t.client.kyc.businessAttachments.get(user.id, articles.id)).toEqual({ ...articles, content_base64: PNG_BASE64 });
    await expect(
      t.client.kyc.businessAttachments.upload(user.id, 'selfie', pdfAttachment()),
    ).rejects.toMatchObject({ status: 422, fields: { type: [expect.stringContaining('commercial_register_extract') as string] } });
  });

  it('need a business: 422 to post, 400 to list, 404 for one', async () => {
    const user = await t.client.users.create(userForm({ business_investor: true }));
    await expect(t.client.kyc.businessAttachments.upload(user.id, 'other', pdfAttachment())).rejects.toMatchObject({
      status: 422,
      code: 'no_business',
    });
    await expect(t.client.kyc.businessAttachments.list(user.id)).rejects.toMatchObject({ status: 400, code: 'no_business' });
    await expect(t.client.kyc.businessAttachments.get(user.id, randomUUID())).rejects.toMatchObject({ status: 404 });
  });

  it("answers 404 for another user's attachment and an unknown user", async () => {
    const a = await businessInvestor(t);
    const b = await businessInvestor(t);
    const [extract] = await t.client.kyc.businessAttachments.list(a.user.id);
    await expect(t.client.kyc.businessAttachments.get(b.user.id, extract!.id)).rejects.toMatchObject({ status: 404 });
    await expect(t.client.kyc.businessAttachments.list(randomUUID())).rejects.toMatchObject({ status: 404 });
  });
});
