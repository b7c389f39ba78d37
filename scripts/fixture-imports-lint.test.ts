import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js keeps test fixtures, test helpers and bench pages out of production code.
const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(filePath: string, specifier: string): Promise<string[]> {
  const code = `import { value } from '${specifier}';\nexport const copy = value;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const REFUSED = [
  ['src/features/library/list-page.ts', '@/test/song-fixtures'],
  ['src/features/library/list-page.ts', '@/test/media-fixtures'],
  ['src/features/backup/model/apply.ts', '@/test/backup-fixtures'],
  ['src/features/backup/model/apply.ts', '../../../test/backup-fixtures'],
  ['src/lib/music/client.ts', '@shared/test/test-config'],
  ['src/lib/audio/tap.ts', '@shared/test/test-tones'],
  ['src/lib/storage/index.ts', '@shared/test/bench-data'],
  ['src/features/music-library/model/collection-db.ts', '../../../../bench/app/idb-chromium.page'],
  ['shared/config/config-schema.ts', '../test/test-config.ts'],
  ['server/catalog/index.ts', '../../shared/test/server-process.ts'],
  ['src/features/sync/engine/engine.ts', './sync-server-fixtures'],
  ['src/features/sync/layer/sync-layer.ts', '../engine/memory-source-fixtures'],
  ['server/upstream/proxy.ts', '../test/redis.ts'],
  ['server/public-config.ts', '../shared/test/test-config.ts'],
] as const;

describe('test fixtures and bench pages in production code', { timeout: 60_000 }, () => {
  it.each(REFUSED)('%s may not import %s', async (file, specifier) => {
    expect(await refusals(file, specifier)).toEqual([
      expect.stringContaining('Test fixtures and helpers are for tests only.'),
    ]);
  });

  it.each([
    ['src/features/library/stores.test.ts', '@/test/media-fixtures'],
    ['src/features/backup/model/backup.test.ts', '@/test/backup-fixtures'],
    ['server/main.test.ts', '../shared/test/server-process.ts'],
    ['server/faults/harness.ts', '../../shared/test/server-process.ts'],
    ['shared/test/test-config.ts', '../config/players.ts'],
    ['src/features/sync/engine/sync-server-fixtures.ts', '@shared/test/server-process'],
  ])('%s, a test or test helper, may import %s', async (file, specifier) => {
    expect(await refusals(file, specifier)).toEqual([]);
  });
});
