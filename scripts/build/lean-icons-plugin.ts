import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** An import of lucide-react's icon factory from inside the library (each icon module's). */
const LUCIDE_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]/;
const LUCIDE_FACTORY = /(?:^|\/)createLucideIcon\.mjs$/;

/** Reelbeat's version of the factory: the same markup, drawn directly. */
export const LEAN_FACTORY = fileURLToPath(
  new URL('../../src/lib/icons/create-icon.ts', import.meta.url),
);

/**
 * Gives lucide-react's icon modules Reelbeat's icon factory (src/lib/icons/create-icon.ts) in
 * place of the library's own. The sidebar's icons are in the first paint's file, and with them
 * the library's general machinery: an attribute builder for every framework, a context,
 * `forwardRef`, class helpers. The icons' shapes and their markup stay lucide's.
 */
export function leanIcons(): Plugin {
  return {
    name: 'reelbeat-lean-icons',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer && LUCIDE_MODULE.test(importer) && LUCIDE_FACTORY.test(source)
        ? LEAN_FACTORY
        : null;
    },
  };
}
