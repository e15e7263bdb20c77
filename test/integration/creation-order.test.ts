// Lists come back in the order their rows were created, even when the rows share a
// timestamp (PGlite's clock ticks in milliseconds; a seed inserts many rows within one).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { insertIdentity, listIdentities } from '../../src-main/sandbox/db/kyc';
import { type Database, openStore } from '../../src-main/sandbox/db/store';
import { insertUser } from '../../src-main/sandbox/db/users';
import { BusinessOwnerForm } from '../../src-shared/wire/kyc';
import { UserForm } from '../../src-shared/wire/users';

let db: Database;
beforeAll(async () => {
  db = (await openStore(undefined)).db;
});
afterAll(() => db.close());

const reveal = { now: new Date(), redirectUrl: (id: string) => `http://127.0.0.1/sandbox/video/${id}` };

test('business owners created within one millisecond are listed in creation order, without their sort key', async () => {
  const names = Array.from({ length: 20 }, (_, i) => `Owner ${String(i).padStart(2, '0')}`);
  const userId = await db.transaction(async (tx) => {
    const user = await insertUser(tx, UserForm.parse({ name: 'Nordlicht GmbH', email: 'order@example.com', business_investor: true }));
    for (const last_name of names) {
      await insertIdentity(tx, user.id, 'business_owner', BusinessOwnerForm.parse({
        first_name: 'Test', last_name, date_of_birth: '1980-01-01', share: '5.00', citizenship: 'DE', not_pep: true, country_of_taxation: 'DE',
      }));
    }
    return user.id;
  });
  const owners = await listIdentities(db, userId, 'business_owner', reveal);
  expect(owners.map((o) => o.last_name)).toEqual(names);
  expect(owners[0]).not.toHaveProperty('seq');
});
