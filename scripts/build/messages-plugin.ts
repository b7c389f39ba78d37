import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { MESSAGE_GROUP_NAMES, groupOfFeature } from '../../shared/i18n/message-groups.ts';

/**
 * `virtual:reelbeat-messages`: each language's words in groups, each group one request that
 * merges that language's catalogues of the group (`messages/{locale}.json`, compiled by
 * @lingui/vite-plugin):
 *   - `…/{locale}/shell`: what the frame around every page says (the catalogues of src/app,
 *     src/components and src/lib themselves), loaded before the first render. It also exports `groups`, the
 *     loaders of the language's other groups: the table of every language's files stays out of
 *     the first-paint file, which holds only the loaders of the shells (`loaders`, one per
 *     language but the source one, whose shell the first-paint file imports) and English's groups;
 *   - `…/{locale}/{group}`, one per area of pages (`video`, `music`, `info`:
 *     shared/i18n/message-groups.ts), loaded beside the code of a page that speaks from it.
 * So the first paint carries only the shell's words, and no language file holds every page's.
 */
/** As a regular-expression source over a path: the folders whose messages are the shell's. */
export const SHELL_CATALOG_DIRS = 'src[\\\\/](?:app|components|lib)';
export const SHELL_CATALOG = new RegExp(`^${SHELL_CATALOG_DIRS}[\\\\/]messages[\\\\/]`);

const ID = 'virtual:reelbeat-messages';
const RESOLVED = '\0reelbeat-messages';

/** The language and group a resolved `…/{locale}/{group}` module id names; null for any other id. */
export function wordsModule(id: string): { locale: string; group: string } | null {
  if (!id.startsWith(`${RESOLVED}/`)) return null;
  const [locale, group] = id.slice(RESOLVED.length + 1).split('/');
  return locale && group ? { locale, group } : null;
}

/**
 * Any other catalogue is a pages' one, named by its owner: the folder that holds `messages/`
 * (a feature, a part of one such as `music-library/playlists`, or a shared module whose words
 * only pages show, such as `lib/catalog`).
 */
const OWNED_CATALOG = /^src[\\/](?:[^\\/]+[\\/])*?([^\\/]+)[\\/]messages[\\/]/;

/** The group a catalogue (a path from the root) belongs to: `shell` or a pages' group. */
export function groupOfCatalog(path: string): string | undefined {
  if (SHELL_CATALOG.test(path)) return 'shell';
  const owner = OWNED_CATALOG.exec(path)?.[1];
  return owner ? groupOfFeature(owner) : undefined;
}

function catalogFiles(root: string, locale: string): string[] {
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

export function reelbeatMessages(locales: readonly string[], sourceLocale: string): Plugin {
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
        const entries = locales
          .filter((locale) => locale !== sourceLocale)
          .map((locale) => `  ${locale}: () => import('${ID}/${locale}/shell'),`);
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      const words = wordsModule(id);
      if (!words) return null;
      const { locale, group } = words;
      if (group !== 'shell' && !(MESSAGE_GROUP_NAMES as string[]).includes(group)) {
        this.error(`${id.slice(1)}: no such group of messages`);
      }
      const all = catalogFiles(root, locale!);
      const orphan = all.find((file) => !groupOfCatalog(relative(root, file)));
      if (orphan) {
        this.error(
          `${relative(root, orphan)} belongs to no group of messages: add its owner to shared/i18n/message-groups.ts`,
        );
      }
      const files = all.filter((file) => groupOfCatalog(relative(root, file)) === group);
      for (const file of files) this.addWatchFile(file);
      const imports = files.map((file, i) => `import { messages as m${i} } from '${file}?lingui';`);
      const loaders = MESSAGE_GROUP_NAMES.map(
        (name) => `  ${name}: () => import('${ID}/${locale}/${name}'),`,
      );
      const groups =
        group === 'shell' ? `export const groups = {\n${loaders.join('\n')}\n};\n` : '';
      return `${imports.join('\n')}\nexport const messages = Object.assign({}, ${files.map((_, i) => `m${i}`).join(', ')});\n${groups}`;
    },
  };
}
