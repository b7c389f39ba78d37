import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { readServerEnv } from '../env.ts';
import { DOWNLOAD_FILES } from './files.ts';

let root: string;
let app: Awaited<ReturnType<typeof createApp>>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'reelbeat-downloads-'));
  const dir = join(root, 'downloads');
  mkdirSync(join(dir, 'nested'), { recursive: true });
  writeFileSync(join(dir, 'Reelbeat-1.0.0.apk'), 'apk-bytes');
  writeFileSync(join(dir, 'nested', 'notes.txt'), 'hello');
  writeFileSync(join(dir, 'Reelbeat-файл.apk'), 'cyrillic');
  writeFileSync(join(root, 'secret.txt'), 'do not serve');
  symlinkSync(join(root, 'secret.txt'), join(dir, 'linked-secret.txt'));
  symlinkSync(root, join(dir, 'linked-root'));
  symlinkSync(join(dir, 'Reelbeat-1.0.0.apk'), join(dir, 'Reelbeat-latest.apk'));
  app = await createApp(readServerEnv({ DOWNLOADS_DIR: dir, STATIC_DIR: join(root, 'no-dist') }), {
    serveStatic: false,
  });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('downloads', () => {
  it('answers HEAD with the type and length of the file and no body', async () => {
    const res = await app.request('/downloads/Reelbeat-1.0.0.apk', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(res.headers.get('content-length')).toBe('9');
    expect(await res.text()).toBe('');
  });

  it('answers GET with the file as an attachment', async () => {
    const res = await app.request('/downloads/Reelbeat-1.0.0.apk');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('Reelbeat-1.0.0.apk');
    expect(await res.text()).toBe('apk-bytes');
  });

  it('serves files in sub-folders with their own type', async () => {
    const res = await app.request('/downloads/nested/notes.txt');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('hello');
  });

  it('answers 404 for a missing file', async () => {
    const res = await app.request('/downloads/Reelbeat-Setup-1.0.0.exe', { method: 'HEAD' });
    expect(res.status).toBe(404);
  });

  it('never lists a folder', async () => {
    for (const path of ['/downloads/', '/downloads/nested', '/downloads/nested/']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
    }
  });

  it.each([
    '/downloads/../secret.txt',
    '/downloads/%2e%2e/secret.txt',
    '/downloads/..%2fsecret.txt',
    '/downloads/nested/..%2F..%2Fsecret.txt',
    '/downloads/%252e%252e%252fsecret.txt',
  ])('refuses to leave the folder: %s', async (path) => {
    const res = await app.request(`http://localhost${path}`);
    expect(res.status).not.toBe(200);
    expect(await res.text()).not.toContain('do not serve');
  });

  it.each(['/downloads/linked-secret.txt', '/downloads/linked-root/secret.txt'])(
    'refuses a link that leads out of the folder: %s',
    async (path) => {
      for (const method of ['GET', 'HEAD']) {
        const res = await app.request(path, { method });
        expect(res.status, method).toBe(404);
        expect(await res.text()).not.toContain('do not serve');
      }
    },
  );

  it('serves a link that stays inside the folder', async () => {
    const res = await app.request('/downloads/Reelbeat-latest.apk');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('apk-bytes');
  });

  it('names a file outside Latin-1 as RFC 6266 asks, with a plain fallback', async () => {
    const res = await app.request(`/downloads/${encodeURIComponent('Reelbeat-файл.apk')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Reelbeat-????.apk"; filename*=UTF-8''Reelbeat-%D1%84%D0%B0%D0%B9%D0%BB.apk`,
    );
    expect(await res.text()).toBe('cyrillic');
  });

  it('offers the four apps: streaming and music, each for Windows and Android', () => {
    expect(DOWNLOAD_FILES.map((f) => [f.app, f.platform, f.version, f.size])).toEqual([
      ['streaming', 'windows', '1.0.0', '~50MB'],
      ['streaming', 'android', '1.0.0', '~25MB'],
      ['music', 'windows', '1.0.0', '~45MB'],
      ['music', 'android', '1.0.0', '~28MB'],
    ]);
  });

  it('sends Android’s minimum version for the app to word, beside the English text older apps show', () => {
    expect(DOWNLOAD_FILES.map((f) => [f.platform, f.minVersion, f.requirements])).toEqual([
      ['windows', undefined, 'Windows 10/11'],
      ['android', '7.0', 'Android 7.0 or later'],
      ['windows', undefined, 'Windows 10/11'],
      ['android', '7.0', 'Android 7.0 or later'],
    ]);
  });
});
