// KYC: the status, identities of the three kinds and what hangs on them, the business, the
// verification records and the video identification. Attachments: routes/kyc-attachments.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  AddressForm,
  BusinessForm,
  BusinessOwnerForm,
  IdentityDocumentForm,
  IdentityForm,
  type IdentityKind,
  KycVerificationForm,
  LegalRepresentativeForm,
  PepStatusForm,
  kycStatus,
  shareProblem,
  videoIdentificationGaps,
} from '../../../src-shared/wire/kyc';
import { fieldTexts } from '../../../src-shared/wire/errors';
import { fieldText } from '../../../src-shared/wire/field-messages';
import { TermsForm } from '../../../src-shared/wire/investment-terms';
import type { RoutesOptions, SandboxContext } from '../context';
import { findBankAccount } from '../db/bank-accounts';
import {
  type Owner,
  deleteIdentity,
  findAddress,
  findBusiness,
  findIdentity,
  findIdentityDocument,
  findIdentityKind,
  findKycVerification,
  findPepStatus,
  insertAddress,
  insertBusiness,
  insertIdentity,
  insertIdentityTerm,
  kycFacts,
  kycPerson,
  listIdentities,
  listIdentityTerms,
  otherOwnerShares,
  updateAddress,
  updateBusiness,
  updateIdentity,
  upsertIdentityDocument,
  upsertKycVerification,
  upsertPepStatus,
} from '../db/kyc';
import type { Queryable } from '../db/store';
import type { UserRow } from '../db/users';
import {
  type Reveal,
  findVideoIdentification,
  insertVideoIdentification,
  toVideoIdentification,
} from '../db/video-identifications';
import { HttpError, alreadyExists, invalid, orNotFound, parseForm, parseId, parseUpdate } from '../http';
import { videoPagePath } from '../video-page';
import { requireUser } from './users';

export const KYC_PATH = '/users/:user_id/kyc';

export type UserParams = { user_id: string };
export type IdentityParams = UserParams & { identity_id: string };

/** Where the redirect page is reached: the host the client itself used. */
export function revealFor(ctx: SandboxContext, request: FastifyRequest): Reveal {
  const origin = `${request.protocol}://${request.host}`;
  return { now: ctx.now(), redirectUrl: (id) => origin + videoPagePath(id) };
}

/** The user's identity of any kind (every /identities/{identity_id}/... path reaches all three). */
export async function requireIdentity(q: Queryable, params: IdentityParams) {
  const user = await requireUser(q, params.user_id);
  const kind = orNotFound(await findIdentityKind(q, user.id, parseId(params.identity_id, 'Identity')), 'Identity');
  return { user, identity: { id: params.identity_id, kind } };
}

export async function requireBusiness(q: Queryable, user: UserRow, id?: string) {
  return orNotFound(await findBusiness(q, user.id, id === undefined ? undefined : parseId(id, 'Business')), 'Business');
}

/** The three kinds of identity, each with its own path, wrapper and form. */
const KINDS: Record<IdentityKind, { path: string; wrapper: string; form: z.ZodType<Record<string, unknown>>; what: string }> = {
  personal: { path: 'identities', wrapper: 'identity', form: IdentityForm, what: 'Identity' },
  legal_representative: {
    path: 'legal_representatives',
    wrapper: 'legal_representative',
    form: LegalRepresentativeForm,
    what: 'Legal representative',
  },
  business_owner: { path: 'business_owners', wrapper: 'business_owner', form: BusinessOwnerForm, what: 'Business owner' },
};

/** A personal investor has one identity; a business investor one legal representative and owners. */
function refuseWrongInvestor(user: UserRow, kind: IdentityKind | 'business'): void {
  const forBusiness = kind !== 'personal';
  if (forBusiness === user.business_investor) return;
  throw new HttpError(
    422,
    'wrong_investor_type',
    forBusiness
      ? 'Only a business investor has a business, legal representatives and business owners'
      : 'A business investor is identified through its legal representative, not a personal identity',
  );
}

async function checkShare(q: Queryable, userId: string, form: Record<string, unknown>, exceptId: string | null) {
  const problem = shareProblem(form.share as string, await otherOwnerShares(q, userId, exceptId));
  if (problem) throw invalid({ share: [fieldText(problem)] });
}

export default async function kycRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  app.get<{ Params: UserParams }>(KYC_PATH, async (request) => {
    const user = await requireUser(ctx.db, request.params.user_id);
    return kycStatus(await kycFacts(ctx.db, user));
  });

  // Identities, legal representatives, business owners: list, create, get, PATCH, DELETE.
  for (const [kind, { path, wrapper, form, what }] of Object.entries(KINDS) as Array<[IdentityKind, (typeof KINDS)[IdentityKind]]>) {
    const list = `${KYC_PATH}/${path}`;
    // `/identities/{id}` reaches every kind; the other paths only their own.
    const only = kind === 'personal' ? undefined : kind;
    type OneParams = { Params: UserParams & { id: string } };

    const requireOne = async (q: Queryable, params: OneParams['Params'], request: FastifyRequest) => {
      const user = await requireUser(q, params.user_id);
      const found = await findIdentity(q, user.id, parseId(params.id, what), revealFor(ctx, request), only);
      return { user, identity: orNotFound(found, what) };
    };

    app.get<{ Params: UserParams }>(list, async (request) => {
      const user = await requireUser(ctx.db, request.params.user_id);
      return listIdentities(ctx.db, user.id, kind, revealFor(ctx, request));
    });

    app.post<{ Params: UserParams }>(list, async (request, reply) => {
      const values = parseForm(form, wrapper, request.body);
      const created = await ctx
        .write(async (tx) => {
          const user = await requireUser(tx, request.params.user_id);
          refuseWrongInvestor(user, kind);
          if (kind === 'business_owner') await checkShare(tx, user.id, values, null);
          const id = await insertIdentity(tx, user.id, kind, values);
          return findIdentity(tx, user.id, id, revealFor(ctx, request));
        })
        .catch(alreadyExists(`${what} already exists for this user; change it with PATCH`, 'identities_one_per_user'));
      return reply.code(201).send(created);
    });

    app.get<OneParams>(`${list}/:id`, async (request) => (await requireOne(ctx.db, request.params, request)).identity);

    app.patch<OneParams>(`${list}/:id`, async (request, reply) => {
      const updated = await ctx.write(async (tx) => {
        const { user, identity } = await requireOne(tx, request.params, request);
        const values = parseUpdate(KINDS[identity.kind].form, wrapper, request.body, identity);
        if (identity.kind === 'business_owner') await checkShare(tx, user.id, values, identity.id);
        await updateIdentity(tx, identity.id, values);
        return findIdentity(tx, user.id, identity.id, revealFor(ctx, request));
      });
      return reply.code(201).send(updated);
    });

    app.delete<OneParams>(`${list}/:id`, async (request) => {
      await ctx.write(async (tx) => deleteIdentity(tx, (await requireOne(tx, request.params, request)).identity.id));
      return { success: true };
    });
  }

  const identityPath = `${KYC_PATH}/identities/:identity_id`;
  type IdentityRoute = { Params: IdentityParams };

  app.get<IdentityRoute>(`${identityPath}/identity_terms`, async (request) => {
    const { identity } = await requireIdentity(ctx.db, request.params);
    return listIdentityTerms(ctx.db, identity.id);
  });

  app.post<IdentityRoute>(`${identityPath}/identity_terms`, async (request, reply) => {
    parseForm(TermsForm, 'terms', request.body);
    const term = await ctx.write(async (tx) => insertIdentityTerm(tx, (await requireIdentity(tx, request.params)).identity.id));
    return reply.code(201).send(term);
  });

  app.get<IdentityRoute>(`${identityPath}/pep_status`, async (request) => {
    const { identity } = await requireIdentity(ctx.db, request.params);
    return orNotFound(await findPepStatus(ctx.db, identity.id), 'PEP status');
  });

  app.post<IdentityRoute>(`${identityPath}/pep_status`, async (request, reply) => {
    const form = parseForm(PepStatusForm, 'pep_status', request.body);
    const pep = await ctx.write(async (tx) => upsertPepStatus(tx, (await requireIdentity(tx, request.params)).identity.id, form));
    return reply.code(201).send(pep);
  });

  addressRoutes(app, ctx, identityPath, async (q, params: IdentityParams) => ({
    identity_id: (await requireIdentity(q, params)).identity.id,
  }));

  app.post<IdentityRoute>(`${identityPath}/kyc_verification`, async (request, reply) => {
    const form = parseForm(KycVerificationForm, 'kyc_verification', request.body);
    const verification = await ctx.write(async (tx) =>
      upsertKycVerification(tx, (await requireIdentity(tx, request.params)).identity.id, form),
    );
    return reply.code(201).send(verification);
  });

  const requireVerification = async (q: Queryable, params: IdentityParams) => {
    const { identity } = await requireIdentity(q, params);
    return orNotFound(await findKycVerification(q, identity.id), 'KYC verification');
  };

  app.get<IdentityRoute>(`${identityPath}/kyc_verification`, (request) => requireVerification(ctx.db, request.params));

  app.get<IdentityRoute>(`${identityPath}/kyc_verification/identity_document`, async (request) => {
    const verification = await requireVerification(ctx.db, request.params);
    return orNotFound(await findIdentityDocument(ctx.db, verification.id), 'Identity document');
  });

  app.post<IdentityRoute>(`${identityPath}/kyc_verification/identity_document`, async (request, reply) => {
    const form = parseForm(IdentityDocumentForm, 'identity_document', request.body);
    const document = await ctx.write(async (tx) =>
      upsertIdentityDocument(tx, (await requireVerification(tx, request.params)).id, form),
    );
    return reply.code(201).send(document);
  });

  // No body: the prerequisites are checked, then an empty session is created.
  app.post<IdentityRoute>(`${identityPath}/video_identifications`, async (request, reply) => {
    const video = await ctx.write(async (tx) => {
      const { user, identity } = await requireIdentity(tx, request.params);
      const bankAccount = (await findBankAccount(tx, user.id)) !== undefined;
      const gaps = videoIdentificationGaps(await kycPerson(tx, identity.id), bankAccount);
      if (Object.keys(gaps).length > 0) {
        const message = `The video identification cannot start: ${Object.keys(gaps).join(', ')} missing or incomplete`;
        throw new HttpError(422, 'video_identification_prerequisites', message, fieldTexts(gaps));
      }
      return insertVideoIdentification(tx, identity.id, ctx.now());
    });
    return reply.code(201).send(toVideoIdentification(video, revealFor(ctx, request)));
  });

  app.get<{ Params: IdentityParams & { id: string } }>(`${identityPath}/video_identifications/:id`, async (request) => {
    const { identity } = await requireIdentity(ctx.db, request.params);
    const video = await findVideoIdentification(ctx.db, identity.id, parseId(request.params.id, 'Video identification'));
    return toVideoIdentification(orNotFound(video, 'Video identification'), revealFor(ctx, request));
  });

  // The business: one per business investor.
  const businesses = `${KYC_PATH}/businesses`;

  app.get<{ Params: UserParams }>(businesses, async (request) => {
    const user = await requireUser(ctx.db, request.params.user_id);
    const business = await findBusiness(ctx.db, user.id);
    return business ? [business] : [];
  });

  app.post<{ Params: UserParams }>(businesses, async (request, reply) => {
    const form = parseForm(BusinessForm, 'business', request.body);
    const business = await ctx
      .write(async (tx) => {
        const user = await requireUser(tx, request.params.user_id);
        refuseWrongInvestor(user, 'business');
        return insertBusiness(tx, user.id, form);
      })
      .catch(alreadyExists('The user already has a business; change it with PATCH', 'businesses_user_key'));
    return reply.code(201).send(business);
  });

  app.patch<{ Params: UserParams & { id: string } }>(`${businesses}/:id`, async (request, reply) => {
    const business = await ctx.write(async (tx) => {
      const current = await requireBusiness(tx, await requireUser(tx, request.params.user_id), request.params.id);
      return updateBusiness(tx, current.id, parseUpdate(BusinessForm, 'business', request.body, current));
    });
    return reply.code(201).send(business);
  });

  addressRoutes(app, ctx, `${businesses}/:business_id`, async (q, params: UserParams & { business_id: string }) => ({
    business_id: (await requireBusiness(q, await requireUser(q, params.user_id), params.business_id)).id,
  }));
}

/** GET, POST and PATCH of the one address below `path`, whose params name its owner. */
function addressRoutes<P extends UserParams>(
  app: FastifyInstance,
  ctx: SandboxContext,
  path: string,
  ownerOf: (q: Queryable, params: P) => Promise<Owner>,
) {
  const addresses = `${path}/addresses`;
  type Params = { Params: P };

  app.get<Params>(addresses, async (request) =>
    orNotFound(await findAddress(ctx.db, await ownerOf(ctx.db, request.params as P)), 'Address'),
  );

  app.post<Params>(addresses, async (request, reply) => {
    const form = parseForm(AddressForm, 'address', request.body);
    const address = await ctx
      .write(async (tx) => insertAddress(tx, await ownerOf(tx, request.params as P), form))
      .catch(alreadyExists('There already is an address; change it with PATCH'));
    return reply.code(201).send(address);
  });

  app.patch<{ Params: P & { id: string } }>(`${addresses}/:id`, async (request, reply) => {
    const params = request.params as P & { id: string };
    const address = await ctx.write(async (tx) => {
      const owner = await ownerOf(tx, params);
      const current = orNotFound(await findAddress(tx, owner, parseId(params.id, 'Address')), 'Address');
      return updateAddress(tx, current.id, parseUpdate(AddressForm, 'address', request.body, current));
    });
    return reply.code(201).send(address);
  });
}
