import { afterAll, beforeAll } from 'vitest';
import { openPostgres } from './postgres-driver.ts';
import { startPostgres, type TestPostgres } from '../test/postgres.ts';
import { storeContract } from '../test/sync-store-contract.ts';

let server: TestPostgres;
beforeAll(async () => {
  server = await startPostgres();
}, 60_000);
afterAll(() => server.stop());

storeContract('PostgreSQL', async () => {
  const url = await server.newDatabase();
  return { open: () => openPostgres(url), cleanup: async () => undefined };
});
