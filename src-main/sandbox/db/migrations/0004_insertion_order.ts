// Lists the spec returns in creation order. PGlite's clock ticks in milliseconds, so rows
// created together (a seed, a quick sequence of calls) tie on their timestamp; a uuid is no
// tie-breaker, so each table gets the order of insertion.
// The row mappers leave `seq` out of responses.
export default /* sql */ `
alter table identities add column seq bigint generated always as identity;
alter table identity_terms add column seq bigint generated always as identity;
alter table attachments add column seq bigint generated always as identity;
alter table video_identifications add column seq bigint generated always as identity;
alter table surveys add column seq bigint generated always as identity;
alter table investment_terms add column seq bigint generated always as identity;
alter table orders add column seq bigint generated always as identity;
alter table payments add column seq bigint generated always as identity;
`;
