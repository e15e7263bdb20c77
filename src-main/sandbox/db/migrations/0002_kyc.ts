// KYC: identities, businesses, addresses, terms, PEP status, attachments, verifications,
// video identifications; bank accounts; surveys. Everything goes with its user.
export default /* sql */ `
-- Personal identities, legal representatives and business owners: one resource with a kind,
-- so every /kyc/identities/{identity_id}/... path reaches all three.
create table identities (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('personal', 'legal_representative', 'business_owner')),
  first_name text not null,
  last_name text not null,
  citizenship text,
  country_of_birth text,
  date_of_birth date,
  place_of_birth text,
  family_status text,
  gender text,
  not_pep boolean,
  not_us_income_tax boolean,
  tax_id_number text,
  country_of_taxation text,
  second_country_of_taxation text,
  second_tax_id_number text,
  exclusively_taxable_in_country_of_taxation boolean,
  sole_right_of_representation boolean,
  share numeric(5, 2) check (share between 0 and 100),
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default now()
);
create index identities_user_kind on identities (user_id, kind);
-- One personal identity and one legal representative per user; owners are many.
create unique index identities_one_per_user on identities (user_id, kind) where kind <> 'business_owner';

create table businesses (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  legal_name text not null,
  legal_form text,
  register_number text,
  tax_id_number text,
  country_of_taxation text,
  second_country_of_taxation text,
  second_tax_id_number text,
  exclusively_taxable_in_country_of_taxation boolean,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Business attachments are posted per user (/kyc/businesses/file/{type}): one business each.
create unique index businesses_user_key on businesses (user_id);

create table addresses (
  id uuid primary key default gen_random_uuid(),
  identity_id uuid references identities (id) on delete cascade,
  business_id uuid references businesses (id) on delete cascade,
  street text not null,
  number text not null,
  zip text not null,
  city text not null,
  country text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (num_nonnulls(identity_id, business_id) = 1)
);
create unique index addresses_identity_key on addresses (identity_id);
create unique index addresses_business_key on addresses (business_id);

create table identity_terms (
  id uuid primary key default gen_random_uuid(),
  identity_id uuid not null references identities (id) on delete cascade,
  accepted boolean not null,
  accepted_at timestamptz not null default clock_timestamp()
);
create index identity_terms_identity on identity_terms (identity_id);

create table pep_statuses (
  id uuid primary key default gen_random_uuid(),
  identity_id uuid not null references identities (id) on delete cascade,
  pep boolean not null,
  details text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index pep_statuses_identity_key on pep_statuses (identity_id);

-- The file itself is kept in the row; lists read everything but the content.
create table attachments (
  id uuid primary key default gen_random_uuid(),
  identity_id uuid references identities (id) on delete cascade,
  business_id uuid references businesses (id) on delete cascade,
  type text not null,
  number text,
  file_name text not null,
  content_type text not null,
  size integer not null,
  content bytea not null,
  issued date,
  expires date,
  issuing_authority text,
  issuing_country text,
  created_at timestamptz not null default clock_timestamp(),
  check (num_nonnulls(identity_id, business_id) = 1)
);
create index attachments_identity on attachments (identity_id);
create index attachments_business on attachments (business_id);

create table kyc_verifications (
  id uuid primary key default gen_random_uuid(),
  identity_id uuid not null references identities (id) on delete cascade,
  method text not null,
  provider text,
  reference text,
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index kyc_verifications_identity_key on kyc_verifications (identity_id);

create table identity_documents (
  id uuid primary key default gen_random_uuid(),
  kyc_verification_id uuid not null references kyc_verifications (id) on delete cascade,
  type text not null,
  number text not null,
  issued date,
  expires date not null,
  issuing_authority text,
  issuing_country text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index identity_documents_verification_key on identity_documents (kyc_verification_id);

-- provider_id and the redirect page are shown from ready_at on (docs/sandbox.md: about 1 s).
create table video_identifications (
  id uuid primary key default gen_random_uuid(),
  identity_id uuid not null references identities (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'success', 'failure', 'aborted')),
  provider_id text not null,
  ready_at timestamptz not null,
  completed_at timestamptz,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default now()
);
create index video_identifications_identity on video_identifications (identity_id);

create table bank_accounts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  iban text not null,
  bic text not null,
  owner text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index bank_accounts_user_key on bank_accounts (user_id);

create table surveys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  name text not null,
  data jsonb not null,
  created_at timestamptz not null default clock_timestamp()
);
create index surveys_user_name on surveys (user_id, name);
`;
