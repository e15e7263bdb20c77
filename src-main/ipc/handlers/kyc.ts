// The KYC channels: what a compliance officer reads and changes about an investor. Every
// change goes through its channel's `write`, so the audit log has it before and after the call.
import { writeFile } from 'node:fs/promises';
import { ApiError, type OfferingClient } from '../../client';
import { DeskError } from '../../../src-shared/errors';
import { attachmentFileName, originMarks, writeOriginMarks } from '../../files';
import { type AttachmentContentType, contentTypeOf } from '../../../src-shared/wire/kyc';
import { auditChanges } from '../../workflows/audit-changes';
import type { Attachment, AttachmentContent, AttachmentRef } from '../../../src-shared/contract';
import { type FileType, fileFilters } from '../../words';
import type { AreaHandlers, AuditedWrite, HandlerContext } from '../services';

/** The value, or null when the API answers 404 (PEP status, verification, bank account, …). */
async function orNull<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'not_found') return null;
    throw error;
  }
}

const FILE_TYPES: Record<AttachmentContentType, FileType> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
};

function fileTargets(ref: { userId: string; holder: 'identity' | 'business'; identityId?: string }): Record<string, string> {
  return ref.holder === 'identity'
    ? { user_id: ref.userId, holder: 'identity', identity_id: ref.identityId ?? '' }
    : { user_id: ref.userId, holder: 'business' };
}

export function kycHandlers({ read, shell, connections, words }: HandlerContext): AreaHandlers<'kyc'> {
  /**
   * An edit of a KYC record: read first, so its audit entry names each field the form changed,
   * as it was and as the host answered. A failed read sends nothing.
   */
  async function edit<R extends object>(
    write: AuditedWrite,
    targets: Record<string, string>,
    form: object,
    before: (c: OfferingClient) => Promise<R | null>,
    call: (c: OfferingClient) => Promise<R>,
  ): Promise<R> {
    const was = await read(before);
    return write(targets, call, undefined, (now) => auditChanges(form, was, now));
  }

  /** Identities, legal representatives and business owners: the same four calls each. */
  function people<F extends object>(api: (c: OfferingClient) => PeopleApi<F>) {
    return {
      list: (userId: string) => read((c) => api(c).list(userId)),
      get: (userId: string, id: string) => read((c) => api(c).get(userId, id)),
      create: (write: AuditedWrite, userId: string, form: F) =>
        write({ user_id: userId }, (c) => api(c).create(userId, form), (i) => ({ identity_id: i.id })),
      update: (write: AuditedWrite, userId: string, id: string, form: F) =>
        edit(write, { user_id: userId, identity_id: id }, form, (c) => api(c).get(userId, id), (c) => api(c).update(userId, id, form)),
      delete: (write: AuditedWrite, userId: string, id: string) =>
        write({ user_id: userId, identity_id: id }, (c) => api(c).delete(userId, id)),
    };
  }
  const identities = people((c) => c.kyc.identities);
  const representatives = people((c) => c.kyc.legalRepresentatives);
  const owners = people((c) => c.kyc.businessOwners);

  const content = (ref: AttachmentRef) =>
    read<AttachmentContent>((c) =>
      ref.holder === 'identity'
        ? c.kyc.identityAttachments.get(ref.userId, ref.identityId, ref.id)
        : c.kyc.businessAttachments.get(ref.userId, ref.id),
    );

  return {
    'kyc.status': ({ userId }) => read((c) => c.kyc.status(userId)),
    'kyc.reviewQueue': ({ projectId, status }) => read((c) => c.users.byOrderStatus(projectId, status)),

    'kyc.identities.list': ({ userId }) => identities.list(userId),
    'kyc.identities.get': ({ userId, id }) => identities.get(userId, id),
    'kyc.identities.create': ({ userId, identity }, write) => identities.create(write, userId, identity),
    'kyc.identities.update': ({ userId, id, identity }, write) => identities.update(write, userId, id, identity),
    'kyc.identities.delete': ({ userId, id }, write) => identities.delete(write, userId, id),
    'kyc.legalRepresentatives.list': ({ userId }) => representatives.list(userId),
    'kyc.legalRepresentatives.get': ({ userId, id }) => representatives.get(userId, id),
    'kyc.legalRepresentatives.create': ({ userId, legal_representative }, write) =>
      representatives.create(write, userId, legal_representative),
    'kyc.legalRepresentatives.update': ({ userId, id, legal_representative }, write) =>
      representatives.update(write, userId, id, legal_representative),
    'kyc.legalRepresentatives.delete': ({ userId, id }, write) => representatives.delete(write, userId, id),
    'kyc.businessOwners.list': ({ userId }) => owners.list(userId),
    'kyc.businessOwners.get': ({ userId, id }) => owners.get(userId, id),
    'kyc.businessOwners.create': ({ userId, business_owner }, write) => owners.create(write, userId, business_owner),
    'kyc.businessOwners.update': ({ userId, id, business_owner }, write) => owners.update(write, userId, id, business_owner),
    'kyc.businessOwners.delete': ({ userId, id }, write) => owners.delete(write, userId, id),

    'kyc.addresses.create': ({ userId, identityId, address }, write) =>
      write(
        { user_id: userId, identity_id: identityId },
        (c) => c.kyc.addresses.create(userId, identityId, address),
        (a) => ({ address_id: a.id }),
      ),
    'kyc.addresses.update': ({ userId, identityId, id, address }, write) =>
      edit(
        write,
        { user_id: userId, identity_id: identityId, address_id: id },
        address,
        (c) => orNull(c.kyc.addresses.get(userId, identityId)),
        (c) => c.kyc.addresses.update(userId, identityId, id, address),
      ),
    'kyc.identityTerms.list': ({ userId, identityId }) => read((c) => c.kyc.identityTerms.list(userId, identityId)),
    'kyc.identityTerms.accept': ({ userId, identityId }, write) =>
      write({ user_id: userId, identity_id: identityId }, (c) => c.kyc.identityTerms.accept(userId, identityId)),
    'kyc.pepStatus.get': ({ userId, identityId }) => orNull(read((c) => c.kyc.pepStatus.get(userId, identityId))),
    'kyc.pepStatus.set': ({ userId, identityId, pep_status }, write) =>
      edit(
        write,
        { user_id: userId, identity_id: identityId },
        pep_status,
        (c) => orNull(c.kyc.pepStatus.get(userId, identityId)),
        (c) => c.kyc.pepStatus.create(userId, identityId, pep_status),
      ),
    'kyc.verification.get': ({ userId, identityId }) => orNull(read((c) => c.kyc.kycVerification.get(userId, identityId))),
    'kyc.verification.set': ({ userId, identityId, kyc_verification }, write) =>
      write({ user_id: userId, identity_id: identityId }, (c) =>
        c.kyc.kycVerification.create(userId, identityId, kyc_verification),
      ),
    'kyc.identityDocument.get': ({ userId, identityId }) =>
      orNull(read((c) => c.kyc.identityDocument.get(userId, identityId))),
    'kyc.identityDocument.set': ({ userId, identityId, identity_document }, write) =>
      write({ user_id: userId, identity_id: identityId }, (c) =>
        c.kyc.identityDocument.create(userId, identityId, identity_document),
      ),
    'kyc.videoIdentifications.start': ({ userId, identityId }, write) =>
      write(
        { user_id: userId, identity_id: identityId },
        (c) => c.kyc.videoIdentifications.start(userId, identityId),
        (v) => ({ video_identification_id: v.id }),
      ),
    'kyc.videoIdentifications.get': ({ userId, identityId, id }) =>
      read((c) => c.kyc.videoIdentifications.get(userId, identityId, id)),

    'kyc.business.get': ({ userId }) => read(async (c) => (await c.kyc.businesses.list(userId))[0] ?? null),
    'kyc.business.create': ({ userId, business }, write) =>
      write({ user_id: userId }, (c) => c.kyc.businesses.create(userId, business), (b) => ({ business_id: b.id })),
    'kyc.business.update': ({ userId, id, business }, write) =>
      edit(
        write,
        { user_id: userId, business_id: id },
        business,
        async (c) => (await c.kyc.businesses.list(userId)).find((b) => b.id === id) ?? null,
        (c) => c.kyc.businesses.update(userId, id, business),
      ),
    'kyc.businessAddresses.create': ({ userId, businessId, address }, write) =>
      write(
        { user_id: userId, business_id: businessId },
        (c) => c.kyc.businessAddresses.create(userId, businessId, address),
        (a) => ({ address_id: a.id }),
      ),
    'kyc.businessAddresses.update': ({ userId, businessId, id, address }, write) =>
      edit(
        write,
        { user_id: userId, business_id: businessId, address_id: id },
        address,
        (c) => orNull(c.kyc.businessAddresses.get(userId, businessId)),
        (c) => c.kyc.businessAddresses.update(userId, businessId, id, address),
      ),

    'kyc.attachments.list': (holder) =>
      read<Attachment[]>((c) =>
        holder.holder === 'identity'
          ? c.kyc.identityAttachments.list(holder.userId, holder.identityId)
          : c.kyc.businessAttachments.list(holder.userId),
      ),
    'kyc.attachments.upload': (upload, write) => {
      const targets = { ...fileTargets(upload), type: upload.type, file_name: upload.attachment.file_name };
      const created = (a: { id: string }) => ({ attachment_id: a.id });
      return upload.holder === 'identity'
        ? write(
            { ...targets, number: upload.number },
            (c) => c.kyc.identityAttachments.upload(upload.userId, upload.identityId, upload.type, upload.number, upload.attachment),
            created,
          )
        : write(targets, (c) => c.kyc.businessAttachments.upload(upload.userId, upload.type, upload.attachment), created);
    },
    'kyc.attachments.content': (ref) => content(ref),
    // The renderer never names the path: the user picks it in the native dialog. Writing a
    // copy of an identity document to disk is recorded like a change. The file is named for
    // what its bytes are (never the host's extension) and marked as downloaded from the host.
    'kyc.attachments.save': async (ref, write) => {
      const file = await content(ref);
      const type = contentTypeOf(file.content_base64);
      if (!type) {
        throw new DeskError('bad_request', 'This attachment is not a PDF, JPEG or PNG file, whatever its name says, so it was not saved.');
      }
      const path = await shell.chooseSavePath(
        attachmentFileName(file.file_name ?? 'attachment', type),
        fileFilters(words(), FILE_TYPES[type]),
        words().dialogs.saveAttachment,
      );
      if (!path) return { saved: false };
      const host = connections.calling().baseUrl;
      await write(
        { ...fileTargets(ref), attachment_id: ref.id, content_type: type, path },
        async () => {
          await writeFile(path, Buffer.from(file.content_base64, 'base64'), { mode: 0o600 });
          const marks = originMarks(process.platform, host, new Date());
          if (marks.length === 0) return 'none';
          // A volume without streams or attributes (FAT, some network shares) keeps the file unmarked.
          return writeOriginMarks(path, marks).then(
            () => 'written',
            (error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        },
        (mark) => ({ origin_mark: mark }),
      );
      return { saved: true, path };
    },

    'kyc.bankAccount.get': ({ userId }) => orNull(read((c) => c.bankAccounts.get(userId))),
    'kyc.bankAccount.create': ({ userId, bank_account }, write) =>
      write({ user_id: userId }, (c) => c.bankAccounts.create(userId, bank_account), (b) => ({ bank_account_id: b.id })),
    'kyc.bankAccount.update': ({ userId, id, bank_account }, write) =>
      edit(
        write,
        { user_id: userId, bank_account_id: id },
        bank_account,
        (c) => orNull(c.bankAccounts.get(userId)),
        (c) => c.bankAccounts.update(userId, id, bank_account),
      ),

    'kyc.surveys.list': ({ userId }) => read((c) => c.surveys.list(userId)),
    'kyc.surveys.create': ({ userId, survey }, write) =>
      write({ user_id: userId, name: survey.name }, (c) => c.surveys.create(userId, survey), (s) => ({ survey_id: s.id })),
  };
}

type PeopleApi<F> = {
  list(userId: string): ReturnType<OfferingClient['kyc']['identities']['list']>;
  get(userId: string, id: string): ReturnType<OfferingClient['kyc']['identities']['get']>;
  create(userId: string, form: F): ReturnType<OfferingClient['kyc']['identities']['create']>;
  update(userId: string, id: string, form: F): ReturnType<OfferingClient['kyc']['identities']['update']>;
  delete(userId: string, id: string): ReturnType<OfferingClient['kyc']['identities']['delete']>;
};
