// Projects, users, investment terms, orders, payments, webhooks, tokens.
export default /* sql */ `
create table meta (
  key text primary key,
  value text not null
);

create table tokens (
  key text primary key,
  secret text not null,
  created_at timestamptz not null default now()
);

create table projects (
  id uuid primary key default gen_random_uuid(),
  code text not null,
  name text not null,
  start_date timestamptz not null,
  end_date timestamptz not null,
  min_investment_amount numeric(18, 2) not null check (min_investment_amount >= 0),
  volume numeric(18, 2) not null check (volume > 0),
  has_investment_survey boolean not null default false,
  partner_customer_id text,
  partner_iban text,
  partner_bic text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index projects_code_key on projects (code);

create table users (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  locale text not null default 'en' check (locale in ('en', 'de')),
  business_investor boolean not null default false,
  terms_acceptance boolean,
  invitation_code text,
  referral_channel text,
  signed_up_as text,
  partner_attributes jsonb,
  wallet_address text,
  approved boolean not null default false,
  approved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table investment_terms (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  project_id uuid not null references projects (id) on delete cascade,
  accepted boolean not null,
  accepted_at timestamptz not null default now()
);
create index investment_terms_user_project on investment_terms (user_id, project_id);

create table orders (
  id uuid primary key default gen_random_uuid(),
  order_code text not null,
  user_id uuid not null references users (id),
  project_id uuid not null references projects (id),
  amount numeric(18, 2) not null check (amount > 0),
  status text not null check (status in ('new', 'paid', 'underpaid', 'overpaid', 'cancelled', 'settled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index orders_order_code_key on orders (order_code);
create index orders_project_status on orders (project_id, status);
create index orders_user_project on orders (user_id, project_id);
create index orders_updated_at on orders (updated_at);

create table payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references orders (id),
  amount numeric(18, 2) not null check (amount > 0),
  booked_at date,
  reference text,
  created_at timestamptz not null default now()
);
create index payments_order on payments (order_id);

create table webhooks (
  id uuid primary key default gen_random_uuid(),
  url text not null,
  created_at timestamptz not null default now()
);

-- The outbox: a delivery is stored in the same transaction as the change it reports.
create table webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  webhook_id uuid not null references webhooks (id) on delete cascade,
  event text not null,
  payload jsonb not null,
  state text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
  attempts integer not null default 0,
  last_status integer,
  last_error text,
  next_attempt_at timestamptz default now(),
  delivered_at timestamptz,
  created_at timestamptz not null default clock_timestamp()
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where state = 'pending';
`;
