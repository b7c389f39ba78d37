import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MESSAGE_GROUPS, MESSAGE_GROUP_NAMES } from '../../shared/i18n/message-groups.ts';
import { groupOfCatalog, reelbeatMessages } from './messages-plugin.ts';

const root = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

function generated(id: string): string {
  const plugin = reelbeatMessages(['en', 'de'], 'en');
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  const resolved = (plugin.resolveId as (id: string) => string | null)(id)!;
  const context = {
    addWatchFile: () => undefined,
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  const load = plugin.load as unknown as (this: typeof context, id: string) => string;
  return load.call(context, resolved);
}

const imported = (code: string) =>
  [...code.matchAll(/from '([^']+)\?lingui'/g)].map((m) => m[1]!.slice(root.length + 1));

describe('virtual:reelbeat-messages', () => {
  it('offers each language’s shell but the source one’s, and each shell its groups', () => {
    const code = generated('virtual:reelbeat-messages');
    expect(code).toContain("de: () => import('virtual:reelbeat-messages/de/shell')");
    // English's shell is part of the first-paint file (src/lib/i18n/catalogs.ts imports it).
    expect(code).not.toContain('/en/');
    const shell = generated('virtual:reelbeat-messages/de/shell');
    for (const group of MESSAGE_GROUP_NAMES) {
      expect(shell).toContain(`${group}: () => import('virtual:reelbeat-messages/de/${group}')`);
    }
    expect(generated('virtual:reelbeat-messages/de/video')).not.toContain('import(');
  });

  it('puts the frame’s catalogues in the shell group and each feature’s in its own group', () => {
    const shell = imported(generated('virtual:reelbeat-messages/de/shell'));
    expect(shell).toContain('src/app/messages/de.json');
    expect(shell.every((f) => /^src\/(app|components|lib)\//.test(f))).toBe(true);
    const groups = MESSAGE_GROUP_NAMES.map((group) =>
      imported(generated(`virtual:reelbeat-messages/de/${group}`)),
    );
    expect(groups[MESSAGE_GROUP_NAMES.indexOf('video')]).toContain(
      'src/features/watch/messages/de.json',
    );
    expect(groups[MESSAGE_GROUP_NAMES.indexOf('music')]).toContain(
      'src/features/music-library/playlists/messages/de.json',
    );
    expect(groups[MESSAGE_GROUP_NAMES.indexOf('info')]).toContain(
      'src/features/settings/messages/de.json',
    );
    // The desktop shell's words load only inside the shell.
    expect(groups[MESSAGE_GROUP_NAMES.indexOf('desktop')]).toEqual([
      'src/features/desktop/messages/de.json',
    ]);
    const all = [shell, ...groups].flat();
    // Every catalogue of the language is in exactly one group.
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((f) => f.endsWith('/de.json'))).toBe(true);
    expect(all.length).toBe(
      new Set(
        Object.values(MESSAGE_GROUPS).flatMap((features) =>
          features.map((f) => `src/features/${f}/messages/de.json`),
        ),
      ).size + shell.length,
    );
  });

  it('finds a catalogue’s group by its owner, the folder that holds it, wherever it is', () => {
    expect(groupOfCatalog('src/lib/messages/de.json')).toBe('shell');
    expect(groupOfCatalog('src/features/watch/messages/de.json')).toBe('video');
    expect(groupOfCatalog('src/features/music-library/playlists/messages/de.json')).toBe('music');
    expect(groupOfCatalog('src/lib/catalog/messages/de.json')).toBe('video');
    expect(groupOfCatalog('src/lib/unlisted/messages/de.json')).toBeUndefined();
  });

  it('fails on a group that does not exist', () => {
    expect(() => generated('virtual:reelbeat-messages/de/pages')).toThrow(/no such group/);
  });
});
