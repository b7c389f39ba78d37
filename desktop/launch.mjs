// `npm run desktop`: bundles the shell's main process and preload, then starts Electron.
// Electron's binary is optional (`npm ci` may skip it), so say clearly what is missing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Under node_modules/.cache: already ignored by git, and bare imports still resolve from there.
const outDir = join(root, 'node_modules', '.cache', 'reelbeat-desktop');

export function findElectron(require = createRequire(import.meta.url)) {
  try {
    const path = require('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

function fail(lines) {
  console.error(lines.join('\n'));
  process.exit(1);
}

export async function bundle() {
  const { build } = await import('vite');
  const common = {
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
  };
  const target = (entry, format, fileName, emptyOutDir) => ({
    ...common,
    build: {
      ssr: entry,
      outDir,
      emptyOutDir,
      target: 'node20',
      minify: false,
      rollupOptions: { external: ['electron'], output: { format, entryFileNames: fileName } },
    },
  });
  await build(target('desktop/main.ts', 'es', 'main.mjs', true));
  // A sandboxed preload must be a single CommonJS file that only requires 'electron'.
  await build(target('desktop/preload.ts', 'cjs', 'preload.cjs', false));
}

async function main() {
  const electron = findElectron();
  if (!electron) {
    fail([
      'Reelbeat desktop: the Electron binary is not installed.',
      '',
      'The `electron` package is present, but its binary was not downloaded',
      '(for example because `npm ci` ran with ELECTRON_SKIP_BINARY_DOWNLOAD=1 or offline).',
      'To get it, with access to the internet run:',
      '  node node_modules/electron/install.js',
      'or point ELECTRON_OVERRIDE_DIST_PATH at a folder holding an Electron 38 build.',
    ]);
  }
  const staticDir = resolve(root, process.env.STATIC_DIR ?? 'dist');
  if (!process.env.REELBEAT_URL && !existsSync(join(staticDir, 'index.html'))) {
    fail([
      `Reelbeat desktop: the app is not built (${staticDir}/index.html is missing).`,
      'Run `npm run build` first, or set REELBEAT_URL to a running Reelbeat server.',
    ]);
  }
  await bundle();
  const child = spawn(electron, [join(outDir, 'main.mjs'), ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STATIC_DIR: staticDir },
  });
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
