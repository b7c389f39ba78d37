import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { build, createLogger, loadConfigFromFile, type Plugin } from 'vite';
import { serviceWorkerInOneFile } from './pwa-plugin.ts';

const root = mkdtempSync(join(tmpdir(), 'reelbeat-sw-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Everything a build writes to the console while `run` runs. */
async function printed(run: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  const write = (chunk: unknown) => {
    keep(chunk);
    return true;
  };
  // The bundler's own logger writes to the streams, not through console.
  const spies = [
    vi.spyOn(console, 'warn').mockImplementation(keep),
    vi.spyOn(console, 'log').mockImplementation(keep),
    vi.spyOn(console, 'error').mockImplementation(keep),
    vi.spyOn(process.stderr, 'write').mockImplementation(write),
    vi.spyOn(process.stdout, 'write').mockImplementation(write),
  ];
  try {
    await run();
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  return lines.join('\n');
}

/** The service worker's build as vite-plugin-pwa sets it up: one file, every import inlined. */
const buildWorker = (plugins: Plugin[]) => {
  writeFileSync(join(root, 'sw.ts'), "void import('./later.ts');\n");
  writeFileSync(join(root, 'later.ts'), 'export const later = 1;\n');
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      rollupOptions: {
        input: join(root, 'sw.ts'),
        output: { entryFileNames: 'sw.mjs', inlineDynamicImports: true },
      },
    },
  });
};

describe('npm start prints no warning that looks like breakage', () => {
  it('builds the service worker in one file without the deprecated option', async () => {
    const bare = await printed(() => buildWorker([]));
    expect(bare).toContain('inlineDynamicImports');
    let output: unknown;
    const fixed = await printed(
      async () => (output = await buildWorker([serviceWorkerInOneFile()])),
    );
    expect(fixed).not.toContain('inlineDynamicImports');
    const chunks = (Array.isArray(output) ? output[0] : output) as { output: { type: string }[] };
    expect(chunks.output.filter((file) => file.type === 'chunk')).toHaveLength(1);
  });

  it('loads vite.config.ts with nothing the native config loader could not load', async () => {
    const logger = createLogger('warn');
    const warnings: string[] = [];
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = (message) => void warnings.push(message);
    const said = await printed(() =>
      loadConfigFromFile(
        { command: 'build', mode: 'production' },
        'vite.config.ts',
        process.cwd(),
        'warn',
        logger,
      ),
    );
    expect([said, ...warnings].join('\n')).not.toMatch(/configLoader|without a file extension/);
  });
});
