// KYC attachments: identity documents and business documents, as JSON with base64 content,
// kept in the database. Lists carry metadata; `GET .../file/{attachment_id}` the content.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BusinessAttachmentForm,
  BusinessDocumentType,
  DOCUMENT_DETAILS,
  DocumentNumber,
  IdentityAttachmentForm,
  IdentityDocumentType,
  MAX_ATTACHMENT_BYTES,
} from '../../../src-shared/wire/kyc';
import type { RoutesOptions } from '../context';
import {
  findAttachment,
  insertAttachment,
  listAttachments,
  toBusinessAttachment,
  toIdentityAttachment,
} from '../db/attachments';
import { findBusiness } from '../db/kyc';
import type { Queryable } from '../db/store';
import { HttpError, orNotFound, parseId, validate, wrapped } from '../http';
import { type IdentityParams, KYC_PATH, type UserParams, requireIdentity } from './kyc';
import { requireUser } from './users';

/** Room for the base64 of the largest attachment (4/3 of it) and the JSON around it. */
export const ATTACHMENT_BODY_LIMIT = Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 64 * 1024;

const IdentityFilePath = z.object({ type: IdentityDocumentType, number: DocumentNumber });
const BusinessFilePath = z.object({ type: BusinessDocumentType });

/** The spec's form puts the document's details beside the path; the body may carry them too. */
function detailsFromQuery(query: unknown): Record<string, unknown> {
  const given = query as Record<string, unknown>;
  return Object.fromEntries(DOCUMENT_DETAILS.filter((key) => given[key] !== undefined).map((key) => [key, given[key]]));
}

async function requireUserBusiness(q: Queryable, userId: string | undefined, status: 400 | 422) {
  const user = await requireUser(q, userId);
  const business = await findBusiness(q, user.id);
  if (!business) throw new HttpError(status, 'no_business', 'The user has no business yet: create it first');
  return business;
}

export default async function kycAttachmentsRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  const identityFiles = `${KYC_PATH}/identities/:identity_id/file`;
  type AttachmentParams = { Params: IdentityParams & { attachment_id: string } };

  app.post<{ Params: IdentityParams & { type: string; number: string }; Querystring: Record<string, string> }>(
    `${identityFiles}/:type/:number`,
    { bodyLimit: ATTACHMENT_BODY_LIMIT },
    async (request, reply) => {
      const path = validate(IdentityFilePath, { type: request.params.type, number: request.params.number });
      const form = validate(IdentityAttachmentForm, {
        ...detailsFromQuery(request.query),
        ...wrapped(request.body, 'attachment'),
      });
      const attachment = await ctx.write(async (tx) => {
        const { identity } = await requireIdentity(tx, request.params);
        return insertAttachment(tx, { identity_id: identity.id }, { ...form, ...path });
      });
      return reply.code(201).send(toIdentityAttachment(attachment));
    },
  );

  app.get<{ Params: IdentityParams }>(identityFiles, async (request) => {
    const { identity } = await requireIdentity(ctx.db, request.params);
    return (await listAttachments(ctx.db, { identity_id: identity.id })).map(toIdentityAttachment);
  });

  app.get<AttachmentParams>(`${identityFiles}/:attachment_id`, async (request) => {
    const { identity } = await requireIdentity(ctx.db, request.params);
    const id = parseId(request.params.attachment_id, 'Attachment');
    const found = orNotFound(await findAttachment(ctx.db, { identity_id: identity.id }, id), 'Attachment');
    return { ...toIdentityAttachment(found), content_base64: found.content_base64 };
  });

  const businessFiles = `${KYC_PATH}/businesses/file`;

  app.post<{ Params: UserParams & { type: string } }>(
    `${businessFiles}/:type`,
    { bodyLimit: ATTACHMENT_BODY_LIMIT },
    async (request, reply) => {
      const path = validate(BusinessFilePath, { type: request.params.type });
      const form = validate(BusinessAttachmentForm, wrapped(request.body, 'attachment'));
      const attachment = await ctx.write(async (tx) => {
        const business = await requireUserBusiness(tx, request.params.user_id, 422);
        return insertAttachment(tx, { business_id: business.id }, { ...form, ...path });
      });
      return reply.code(201).send(toBusinessAttachment(attachment));
    },
  );

  app.get<{ Params: UserParams }>(businessFiles, async (request) => {
    const business = await requireUserBusiness(ctx.db, request.params.user_id, 400);
    return (await listAttachments(ctx.db, { business_id: business.id })).map(toBusinessAttachment);
  });

  app.get<{ Params: UserParams & { attachment_id: string } }>(`${businessFiles}/:attachment_id`, async (request) => {
    const user = await requireUser(ctx.db, request.params.user_id);
    const id = parseId(request.params.attachment_id, 'Attachment');
    const business = await findBusiness(ctx.db, user.id);
    const found = orNotFound(business && (await findAttachment(ctx.db, { business_id: business.id }, id)), 'Attachment');
    return { ...toBusinessAttachment(found), content_base64: found.content_base64 };
  });
}
