import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';
import { LOCALES, SOURCE_LOCALE } from './shared/i18n/locales.ts';

/**
 * Reelbeat's message catalogues: each feature (and the shell, shared components and libraries)
 * keeps its own `messages/{locale}.json` beside its code, in Lingui's "minimal" JSON format
 * (id → ICU message). `@lingui/vite-plugin` compiles a catalogue when it is imported with
 * `?lingui`; `src/lib/i18n/catalogs.ts` loads one locale's catalogues together, and the build
 * puts each locale in a chunk of its own (vite.config.ts).
 */
const root = import.meta.dirname;

/** A feature's catalogue, or the shell's: the entries below name them by pattern. */
const STANDARD = /^src\/(?:app|components|lib|features\/[^/]+)$/;

/**
 * The other catalogues (a part of a feature, `features/music-library/playlists`; a shared module
 * whose words only pages show, `lib/catalog`): each is its own, left out of its parent's.
 */
function catalogDirs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'messages')
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return [...(readdirSync(path).includes('messages') ? [path] : []), ...catalogDirs(path)];
    });
}
const nested = catalogDirs(join(root, 'src'))
  .map((dir) => relative(root, dir))
  .filter((dir) => !STANDARD.test(dir))
  .map((dir) => `<rootDir>/${dir}`);

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: [
    ...nested.map((dir) => ({ path: `${dir}/messages/{locale}`, include: [dir] })),
    {
      path: '<rootDir>/src/features/{name}/messages/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: nested,
    },
    { path: '<rootDir>/src/app/messages/{locale}', include: ['<rootDir>/src/app'] },
    {
      path: '<rootDir>/src/components/messages/{locale}',
      include: ['<rootDir>/src/components'],
      exclude: nested,
    },
    {
      path: '<rootDir>/src/lib/messages/{locale}',
      include: ['<rootDir>/src/lib'],
      exclude: nested,
    },
  ],
});
