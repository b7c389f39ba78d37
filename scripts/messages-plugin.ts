import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `virtual:reelbeat-messages`: for each language, two loaders, each one request that merges
 * that language's catalogues (`messages/{locale}.json`, compiled by @lingui/vite-plugin):
 *   - `shell`: what the frame around every page says (src/app, src/components, src/lib and the
 *     desktop title bar), loaded before the first render;
 *   - `pages`: everything else, loaded beside the first page's code.
 * So the first paint carries only the shell's words, and a language is two files.
 */
/** As a regular-expression source over a path: the folders whose messages are the shell's. */
export const SHELL_CATALOGUE_DIRS = 'src[\\\\/](?:app|components|lib|features[\\\\/]desktop)';
export const SHELL_CATALOGUE = new RegExp(`^${SHELL_CATALOGUE_DIRS}[\\\\/]messages[\\\\/]`);

const ID = 'virtual:reelbeat-messages';
const RESOLVED = '\0reelbeat-messages';

function catalogueFiles(root: string, locale: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === `${locale}.json` && dir.endsWith('/messages')) found.push(path);
    }
  };
  walk(join(root, 'src'));
  return found.sort();
}

export function reelbeatMessages(locales: readonly string[]): Plugin {
  let root = process.cwd();
  return {
    name: 'reelbeat-messages',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      if (id === ID) return RESOLVED;
      if (id.startsWith(`${ID}/`)) return `${RESOLVED}/${id.slice(ID.length + 1)}`;
      return null;
    },
    load(id) {
      if (id === RESOLVED) {
        const entries = locales.map(
          (locale) =>
            `  ${locale}: { shell: () => import('${ID}/${locale}/shell'), pages: () => import('${ID}/${locale}/pages') },`,
        );
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`${RESOLVED}/`)) return null;
      const [locale, group] = id.slice(RESOLVED.length + 1).split('/');
      const files = catalogueFiles(root, locale!).filter(
        (file) => SHELL_CATALOGUE.test(relative(root, file)) === (group === 'shell'),
      );
      for (const file of files) this.addWatchFile(file);
      const imports = files.map((file, i) => `import { messages as m${i} } from '${file}?lingui';`);
      return `${imports.join('\n')}\nexport const messages = Object.assign({}, ${files.map((_, i) => `m${i}`).join(', ')});\n`;
    },
  };
}
