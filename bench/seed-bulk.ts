// `tsx bench/seed-bulk.ts DIR CODE ORDERS INVESTORS`: bulk distributable orders into a data
// folder, in a process of its own, so the bench process measures only the client.
import { seedBulkOrders } from '../test/support/bulk';

const [dataDir, code, orders, investors] = process.argv.slice(2);
if (!dataDir || !code || !orders || !investors) {
  console.error('usage: tsx bench/seed-bulk.ts DIR CODE ORDERS INVESTORS');
  process.exit(2);
}
await seedBulkOrders(dataDir, { code, orders: Number(orders), investors: Number(investors) });
