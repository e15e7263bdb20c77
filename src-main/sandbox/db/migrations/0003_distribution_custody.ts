// Distribution (snapshots, payouts) and custody (assets, holders, accounts, transactions);
// the order of webhook deliveries.
export default /* sql */ `
-- PGlite's clock ticks in milliseconds, so deliveries queued together (a distribution
-- queues one per order) tie on created_at: they go out in this order instead.
alter table webhook_deliveries add column seq bigint generated always as identity;
create index webhook_deliveries_pending_seq on webhook_deliveries (seq) where state = 'pending';

-- The preparation reads a project's distributable orders (paid, overpaid) by id, in batches.
create index orders_distributable on orders (project_id, id) where status in ('paid', 'overpaid');

-- A snapshot is taken by a preparation, batch by batch; \`state\` is the preparation's. It
-- counts the orders first (\`counted\` so far, up to the id \`counted_to\`; then
-- \`total_count\`), then takes them: \`orders_count\` rows so far, so the last row's seq.
create table snapshots (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id),
  state text not null default 'running' check (state in ('running', 'done', 'failed')),
  counted integer not null default 0,
  counted_to uuid,
  total_count integer,
  orders_count integer not null default 0,
  total_amount numeric(18, 2) not null default 0,
  error text,
  started_at timestamptz not null default now(),
  finished_at timestamptz
);
create index snapshots_project on snapshots (project_id, started_at);
create unique index snapshots_one_running on snapshots (project_id) where state = 'running';

-- The distribution list. No foreign keys: rows come by the million and snapshots are never
-- deleted. The address check is what lets the CSV go out unquoted.
create table snapshot_rows (
  snapshot_id uuid not null,
  seq integer not null,
  order_id uuid not null,
  user_id uuid not null,
  address text not null check (address ~ '^0x[0-9a-fA-F]{40}$'),
  amount numeric(18, 2) not null,
  primary key (snapshot_id, seq)
);

create table payouts (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references projects (id),
  snapshot_id uuid not null references snapshots (id),
  orders_count integer not null default 0,
  total_amount numeric(18, 2) not null default 0,
  created_at timestamptz not null default now()
);
create unique index payouts_snapshot_key on payouts (snapshot_id);
create index payouts_project on payouts (project_id, created_at);

create table user_payouts (
  id uuid primary key default gen_random_uuid(),
  payout_id uuid not null references payouts (id),
  seq integer not null,
  order_id uuid not null references orders (id),
  user_id uuid not null references users (id),
  address text not null,
  amount numeric(18, 2) not null,
  created_at timestamptz not null default now()
);
create unique index user_payouts_payout_seq on user_payouts (payout_id, seq);

create table custody_assets (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  symbol text not null,
  withdrawal_fee numeric(18, 2) not null check (withdrawal_fee >= 0),
  created_at timestamptz not null default now()
);
create unique index custody_assets_symbol_key on custody_assets (symbol);

create table custody_account_holders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  created_at timestamptz not null default now()
);
create unique index custody_account_holders_user_key on custody_account_holders (user_id);

-- One account per asset per holder, and one holder per user: one account per asset per user.
create table custody_accounts (
  id uuid primary key default gen_random_uuid(),
  holder_id uuid not null references custody_account_holders (id),
  asset_id uuid not null references custody_assets (id),
  address text not null,
  balance numeric(18, 2) not null default 0 check (balance >= 0),
  created_at timestamptz not null default now()
);
create unique index custody_accounts_holder_asset_key on custody_accounts (holder_id, asset_id);

create table custody_transactions (
  id uuid primary key default gen_random_uuid(),
  seq integer generated always as identity,
  account_id uuid not null references custody_accounts (id),
  type text not null check (type in ('deposit', 'withdrawal')),
  amount numeric(18, 2) not null check (amount > 0),
  fee numeric(18, 2) not null default 0,
  address text not null,
  status text not null default 'completed',
  idem_key text,
  created_at timestamptz not null default now()
);
create unique index custody_transactions_idem_key on custody_transactions (account_id, idem_key);
create index custody_transactions_account_seq on custody_transactions (account_id, seq);
`;
