import { z } from 'zod';
import { Success } from '../../src-shared/wire/common';
import { type TermsForm } from '../../src-shared/wire/investment-terms';
import {
  Address,
  type AddressForm,
  Business,
  BusinessAttachment,
  BusinessAttachmentContent,
  type BusinessAttachmentForm,
  type BusinessForm,
  type BusinessOwnerForm,
  IdentityAttachment,
  IdentityAttachmentContent,
  type IdentityAttachmentForm,
  IdentityDocument,
  type IdentityDocumentForm,
  type IdentityForm,
  type IdentityKind,
  IdentityTerm,
  KycStatus,
  KycVerification,
  type KycVerificationForm,
  type LegalRepresentativeForm,
  PepStatus,
  type PepStatusForm,
  VideoIdentification,
  identityOf,
} from '../../src-shared/wire/kyc';
import { ApiError } from './errors';
import { type Transport, encodeSegment as seg, sizeText } from './transport';

export function kycClient(http: Transport) {
  /** An attachment with its content, refused when the content (decoded) is over the client's cap. */
  async function attachment<S extends z.ZodType<{ content_base64: string }>>(path: string, schema: S): Promise<z.output<S>> {
    const answer = await http.request({ method: 'GET', path, answer: 'attachment' }, schema);
    const cap = http.limits.attachmentBytes;
    if (Buffer.byteLength(answer.content_base64, 'base64') > cap) {
      throw new ApiError(`the attachment is larger than ${sizeText(cap)}`, { method: 'GET', path: http.target(path), kind: 'invalid_response' });
    }
    return answer;
  }
  const kyc = (userId: string) => `/users/${seg(userId)}/kyc`;
  const identity = (userId: string, identityId: string) => `${kyc(userId)}/identities/${seg(identityId)}`;
  const business = (userId: string, businessId: string) => `${kyc(userId)}/businesses/${seg(businessId)}`;

  /** Identities, legal representatives and business owners: the same five calls. */
  function people<Form>(path: string, wrapper: string, kind: IdentityKind) {
    const list = (userId: string) => `${kyc(userId)}/${path}`;
    const one = (userId: string, id: string) => `${list(userId)}/${seg(id)}`;
    const Identity = identityOf(kind);
    return {
      list: (userId: string) => http.request({ method: 'GET', path: list(userId) }, z.array(Identity)),
      create: (userId: string, form: Form) =>
        http.request({ method: 'POST', path: list(userId), body: { [wrapper]: form } }, Identity),
      get: (userId: string, id: string) => http.request({ method: 'GET', path: one(userId, id) }, Identity),
      /** Changes only the fields given. */
      update: (userId: string, id: string, form: Partial<Form>) =>
        http.request({ method: 'PATCH', path: one(userId, id), body: { [wrapper]: form } }, Identity),
      delete: (userId: string, id: string) => http.request({ method: 'DELETE', path: one(userId, id) }, Success),
    };
  }

  /** The one address of an identity or a business. */
  function addresses(owner: (userId: string, ownerId: string) => string) {
    const path = (userId: string, ownerId: string) => `${owner(userId, ownerId)}/addresses`;
    return {
      get: (userId: string, ownerId: string) => http.request({ method: 'GET', path: path(userId, ownerId) }, Address),
      create: (userId: string, ownerId: string, address: AddressForm) =>
        http.request({ method: 'POST', path: path(userId, ownerId), body: { address } }, Address),
      update: (userId: string, ownerId: string, id: string, address: Partial<AddressForm>) =>
        http.request({ method: 'PATCH', path: `${path(userId, ownerId)}/${seg(id)}`, body: { address } }, Address),
    };
  }

  const verification = (userId: string, identityId: string) => `${identity(userId, identityId)}/kyc_verification`;
  const identityFiles = (userId: string, identityId: string) => `${identity(userId, identityId)}/file`;
  const businessFiles = (userId: string) => `${kyc(userId)}/businesses/file`;

  return {
    /** The eight checks of the KYC, each with what is still missing. */
    status: (userId: string) => http.request({ method: 'GET', path: kyc(userId) }, KycStatus),
    identities: people<IdentityForm>('identities', 'identity', 'personal'),
    legalRepresentatives: people<LegalRepresentativeForm>('legal_representatives', 'legal_representative', 'legal_representative'),
    businessOwners: people<BusinessOwnerForm>('business_owners', 'business_owner', 'business_owner'),
    /** Addresses of identities of every kind. */
    addresses: addresses(identity),
    identityTerms: {
      list: (userId: string, identityId: string) =>
        http.request({ method: 'GET', path: `${identity(userId, identityId)}/identity_terms` }, z.array(IdentityTerm)),
      accept: (userId: string, identityId: string, terms: TermsForm = { accepted: true }) =>
        http.request({ method: 'POST', path: `${identity(userId, identityId)}/identity_terms`, body: { terms } }, IdentityTerm),
    },
    pepStatus: {
      get: (userId: string, identityId: string) =>
        http.request({ method: 'GET', path: `${identity(userId, identityId)}/pep_status` }, PepStatus),
      /** Replaces the identity's PEP status. */
      create: (userId: string, identityId: string, pep_status: PepStatusForm) =>
        http.request({ method: 'POST', path: `${identity(userId, identityId)}/pep_status`, body: { pep_status } }, PepStatus),
    },
    businesses: {
      /** The user's business, when there is one, in an array. */
      list: (userId: string) => http.request({ method: 'GET', path: `${kyc(userId)}/businesses` }, z.array(Business)),
      create: (userId: string, form: BusinessForm) =>
        http.request({ method: 'POST', path: `${kyc(userId)}/businesses`, body: { business: form } }, Business),
      update: (userId: string, id: string, form: Partial<BusinessForm>) =>
        http.request({ method: 'PATCH', path: business(userId, id), body: { business: form } }, Business),
    },
    businessAddresses: addresses(business),
    identityAttachments: {
      upload: (userId: string, identityId: string, type: string, number: string, attachment: IdentityAttachmentForm) =>
        http.request(
          { method: 'POST', path: `${identityFiles(userId, identityId)}/${seg(type)}/${seg(number)}`, body: { attachment } },
          IdentityAttachment,
        ),
      /** Metadata only. */
      list: (userId: string, identityId: string) =>
        http.request({ method: 'GET', path: identityFiles(userId, identityId) }, z.array(IdentityAttachment)),
      /** With the content (`content_base64`). */
      get: (userId: string, identityId: string, id: string) =>
        attachment(`${identityFiles(userId, identityId)}/${seg(id)}`, IdentityAttachmentContent),
    },
    businessAttachments: {
      upload: (userId: string, type: string, attachment: BusinessAttachmentForm) =>
        http.request({ method: 'POST', path: `${businessFiles(userId)}/${seg(type)}`, body: { attachment } }, BusinessAttachment),
      list: (userId: string) => http.request({ method: 'GET', path: businessFiles(userId) }, z.array(BusinessAttachment)),
      get: (userId: string, id: string) => attachment(`${businessFiles(userId)}/${seg(id)}`, BusinessAttachmentContent),
    },
    kycVerification: {
      get: (userId: string, identityId: string) =>
        http.request({ method: 'GET', path: verification(userId, identityId) }, KycVerification),
      /** Replaces the identity's verification. */
      create: (userId: string, identityId: string, kyc_verification: KycVerificationForm) =>
        http.request({ method: 'POST', path: verification(userId, identityId), body: { kyc_verification } }, KycVerification),
    },
    identityDocument: {
      get: (userId: string, identityId: string) =>
        http.request({ method: 'GET', path: `${verification(userId, identityId)}/identity_document` }, IdentityDocument),
      create: (userId: string, identityId: string, identity_document: IdentityDocumentForm) =>
        http.request(
          { method: 'POST', path: `${verification(userId, identityId)}/identity_document`, body: { identity_document } },
          IdentityDocument,
        ),
    },
    videoIdentifications: {
      /** Starts a session; `provider_id` and `redirect_url` come later: poll `get`. Never retried. */
      start: (userId: string, identityId: string) =>
        http.request({ method: 'POST', path: `${identity(userId, identityId)}/video_identifications` }, VideoIdentification),
      get: (userId: string, identityId: string, id: string) =>
        http.request(
          { method: 'GET', path: `${identity(userId, identityId)}/video_identifications/${seg(id)}` },
          VideoIdentification,
        ),
    },
  };
}
export type KycClient = ReturnType<typeof kycClient>;
