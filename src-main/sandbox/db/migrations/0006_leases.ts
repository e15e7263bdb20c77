// Leases for the work one of several sandbox instances on one database does in the
// background: a webhook delivery being sent, a preparation being run. Whoever holds an
// unexpired lease does it; a lease that ran out (its instance died) is taken over.
export default /* sql */ `
alter table webhook_deliveries add column lease_until timestamptz;
alter table snapshots add column runner text, add column lease_until timestamptz;
`;
