import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from './sqlite-driver.ts';
import { storeContract } from '../test/sync-store-contract.ts';

storeContract('SQLite (embedded)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'reelbeat-sync-'));
  return { open: () => openSqlite(dir), cleanup: () => rm(dir, { recursive: true, force: true }) };
});
