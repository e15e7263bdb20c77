import type { z } from 'zod';
import {
  type BusinessAttachment,
  type BusinessAttachmentForm,
  type IdentityAttachment,
  type IdentityAttachmentForm,
  base64DecodedLength,
} from '../../../src-shared/wire/kyc';
import { type Owner, ownerKey } from './kyc';
import { type Queryable, one, rows } from './store';

interface AttachmentRow {
  id: string;
  identity_id: string | null;
  business_id: string | null;
  type: string;
  number: string | null;
  file_name: string;
  content_type: string;
  size: number;
  issued: string | null;
  expires: string | null;
  issuing_authority: string | null;
  issuing_country: string | null;
  created_at: Date;
}

// Lists read everything but the content; the content travels as base64 text both ways, which
// PostgreSQL encodes and decodes far faster than bytea parameters cross PGlite.
const METADATA = `id, identity_id, business_id, type, number, file_name, content_type, size, issued, expires,
  issuing_authority, issuing_country, created_at`;
const CONTENT = `translate(encode(content, 'base64'), E'\\n', '') as content_base64`;

const common = (r: AttachmentRow) => ({
  id: r.id,
  type: r.type,
  file_name: r.file_name,
  content_type: r.content_type,
  size: r.size,
  created_at: r.created_at.toISOString(),
});

export const toIdentityAttachment = (r: AttachmentRow): IdentityAttachment => ({
  ...common(r),
  identity_id: r.identity_id as string,
  number: r.number as string,
  issued: r.issued,
  expires: r.expires,
  issuing_authority: r.issuing_authority,
  issuing_country: r.issuing_country,
});

export const toBusinessAttachment = (r: AttachmentRow): BusinessAttachment => ({
  ...common(r),
  business_id: r.business_id as string,
});

export async function listAttachments(q: Queryable, owner: Owner): Promise<AttachmentRow[]> {
  const { column, id } = ownerKey(owner);
  return rows<AttachmentRow>(q, `select ${METADATA} from attachments where ${column} = $1 order by created_at, seq`, [id]);
}

export async function findAttachment(
  q: Queryable,
  owner: Owner,
  id: string,
): Promise<(AttachmentRow & { content_base64: string }) | undefined> {
  const { column, id: ownerId } = ownerKey(owner);
  return one(q, `select ${METADATA}, ${CONTENT} from attachments where ${column} = $1 and id = $2`, [ownerId, id]);
}

type IdentityFile = z.output<typeof IdentityAttachmentForm> & { type: string; number: string };
type BusinessFile = z.output<typeof BusinessAttachmentForm> & { type: string };

export async function insertAttachment(q: Queryable, owner: Owner, file: IdentityFile | BusinessFile): Promise<AttachmentRow> {
  const details = 'number' in file ? file : undefined;
  const { column, id: ownerId } = ownerKey(owner);
  return (await one<AttachmentRow>(
    q,
    `insert into attachments (${column}, type, number, file_name, content_type, size, content, issued, expires,
       issuing_authority, issuing_country)
     values ($1, $2, $3, $4, $5, $6, decode($7, 'base64'), $8, $9, $10, $11) returning ${METADATA}`,
    [
      ownerId,
      file.type,
      details?.number ?? null,
      file.file_name,
      file.content_type,
      base64DecodedLength(file.content_base64),
      file.content_base64,
      details?.issued ?? null,
      details?.expires ?? null,
      details?.issuing_authority ?? null,
      details?.issuing_country ?? null,
    ],
  )) as AttachmentRow;
}
