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
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: 'en' },
  format: formatter({ style: 'minimal' }),
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/messages/{locale}',
      include: ['<rootDir>/src/features/{name}'],
    },
    { path: '<rootDir>/src/app/messages/{locale}', include: ['<rootDir>/src/app'] },
    { path: '<rootDir>/src/components/messages/{locale}', include: ['<rootDir>/src/components'] },
    { path: '<rootDir>/src/lib/messages/{locale}', include: ['<rootDir>/src/lib'] },
  ],
});
