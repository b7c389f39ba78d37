import { describe, expect, it, vi } from 'vitest';
import { entryScriptOf, newVersionReady, runningEntry } from './update-check';

const index = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head></html>`;
const serving = (body: string, status = 200) =>
  vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;

describe('update check', () => {
  it('reads the entry script of an index.html and of the running page', () => {
    expect(entryScriptOf(index('/assets/index-abc.js'))).toBe('/assets/index-abc.js');
    expect(entryScriptOf('<html></html>')).toBeNull();
    document.head.innerHTML = '<script type="module" src="/assets/index-run.js"></script>';
    expect(runningEntry()).toBe('/assets/index-run.js');
  });

  it('finds a new version when the served entry differs, asking past every cache', async () => {
    const fetchImpl = serving(index('/assets/index-new.js'));
    expect(await newVersionReady('/assets/index-old.js', fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/', expect.objectContaining({ cache: 'no-store' }));
    expect(await newVersionReady('/assets/index-new.js', fetchImpl)).toBe(false);
  });

  it('finds nothing when offline, on an error page, or without a running entry', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await newVersionReady('/assets/index-old.js', offline)).toBe(false);
    expect(await newVersionReady('/assets/index-old.js', serving('oops', 503))).toBe(false);
    expect(await newVersionReady(null, serving(index('/assets/index-new.js')))).toBe(false);
  });
});
