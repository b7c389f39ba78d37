import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadListSchema } from '../../shared/config/download-list.ts';
import { createApp } from '../app.ts';
import { readServerEnv } from '../env.ts';

let root: string;
let dir: string;
let app: Awaited<ReturnType<typeof createApp>>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'reelbeat-download-list-'));
  dir = join(root, 'downloads');
  // An offered file, a folder under an offered name, and a file nobody offered.
  mkdirSync(join(dir, 'Reelbeat-Music-1.0.0.apk'), { recursive: true });
  writeFileSync(join(dir, 'Reelbeat-1.0.0.apk'), 'apk-bytes');
  writeFileSync(join(dir, 'private-notes.txt'), 'not offered');
  app = await createApp(readServerEnv({ DOWNLOADS_DIR: dir, STATIC_DIR: join(root, 'no-dist') }), {
    serveStatic: false,
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const list = async () => {
  const res = await app.request('/api/downloads');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  return downloadListSchema.parse(await res.json()).available;
};

describe('GET /api/downloads', () => {
  it('names the offered files that are in DOWNLOADS_DIR, and nothing else', async () => {
    expect(await list()).toEqual(['Reelbeat-1.0.0.apk']);
  });

  it('follows the folder as it changes, without a restart', async () => {
    writeFileSync(join(dir, 'Reelbeat-Setup-1.0.0.exe'), 'exe-bytes');
    expect(await list()).toEqual(['Reelbeat-Setup-1.0.0.exe', 'Reelbeat-1.0.0.apk']);
    rmSync(join(dir, 'Reelbeat-Setup-1.0.0.exe'));
    expect(await list()).toEqual(['Reelbeat-1.0.0.apk']);
  });
});
