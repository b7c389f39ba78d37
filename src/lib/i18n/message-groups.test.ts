import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createMessageUse } from '@/test/message-use';
import { MESSAGE_GROUPS, MESSAGE_GROUP_NAMES, groupOfFeature } from '@shared/i18n/message-groups';

const src = join(dirname(fileURLToPath(import.meta.url)), '../..');
const use = createMessageUse(src);

const SHELL_DIRS = ['app', 'components', 'lib'];
/** The folders under src that hold a pages' catalogue (`messages/`), the shell's aside. */
function catalogOwners(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'messages')
    .flatMap((e) => {
      const path = join(dir, e.name);
      const own = readdirSync(path).includes('messages') ? [relative(src, path)] : [];
      return [...own, ...catalogOwners(path)];
    });
}
const owners = catalogOwners(src).filter((owner) => !SHELL_DIRS.includes(owner));

/** `music-player` → `musicPlayer`: every id starts with its owner's name (catalog-keys.test.ts). */
const ownerName = (folder: string) =>
  folder
    .split('/')
    .pop()!
    .replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const groupOfOwner = new Map<string, string>([
  ...SHELL_DIRS.map((dir): [string, string] => [ownerName(dir), 'shell']),
  ...owners.map((folder): [string, string] => [
    ownerName(folder),
    groupOfFeature(folder.split('/').pop()!) ?? 'none',
  ]),
]);

/** Every page record (`*.page.ts`) under a folder, as a path from src. */
function pageRecords(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return pageRecords(path);
    return e.name.endsWith('.page.ts') ? [relative(src, path)] : [];
  });
}

/**
 * Files the first-paint code reaches whose words it never shows, each with why. The analysis
 * counts a file's every word once any of its code is used; these use only wordless parts.
 */
const SILENT_IN_FIRST_PAINT = [
  // The desktop shell reads the current song for presence; the store's words are playback
  // notices, which only the music pages and the player bar (both load `music`) can cause.
  'features/music-player/model/player.store.ts',
  // The Detail page's data is requested with the shell (its record's `firstScreen`), which parses
  // the route's id with use-title-details; the error texts show only on the Detail page itself.
  'features/title/error-text.ts',
  // Home's status check starts with the shell too. A check that failed before the `video`
  // words were in runs again when Home (which loads them) mounts, and fails with the worded text.
  'lib/catalog/api/get-catalog-status.ts',
  // The pages' records: what desktop presence says on each page (`activity`) is shown only by the
  // desktop chrome, which loads `desktop`; their navigation labels are the shell's words.
  ...pageRecords(join(src, 'features')),
];

/** The same for what a lazily loaded part reaches, by the part's file. */
const SILENT_IN_PART: Record<string, readonly string[]> = {
  // The desktop chrome reads the current song for presence (as the first paint does, above).
  'features/desktop/desktop-chrome.tsx': ['features/music-player/model/player.store.ts'],
  // The profile start adds "Switch profile" to the navigation the first paint has built from the
  // pages' records (whose words it speaks, as above); its own label is a word of the group it loads.
  'app/startup/profile-start.ts': [
    'app/layout/nav-items.ts',
    ...pageRecords(join(src, 'features')),
  ],
};

/** The groups of the words a module can show, each with a file that uses one of its words. */
function groupsUsed(entry: string, silent: readonly string[] = []): Map<string, string> {
  const used = new Map<string, string>();
  for (const [id, file] of use.idsReachedFrom(entry, silent)) {
    const group = groupOfOwner.get(id.split('.')[0]!) ?? `unknown owner of ${id}`;
    if (!used.has(group)) used.set(group, `${file} (${id})`);
  }
  return used;
}

describe('groups of the pages’ words', () => {
  it('give every feature’s catalogue exactly one group', () => {
    const listed = MESSAGE_GROUP_NAMES.flatMap((g) => [...MESSAGE_GROUPS[g]]);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(owners.map((f) => f.split('/').pop()).sort());
  });

  const loadPoints = use.loadPoints();

  it('are loaded somewhere: the pages and the lazily shown parts name them', () => {
    expect(loadPoints.length).toBeGreaterThan(20);
    expect(new Set(loadPoints.flatMap((p) => p.groups))).toEqual(new Set(MESSAGE_GROUP_NAMES));
  });

  it.each(loadPoints.map((p) => [`${p.file} → ${relative(src, p.target)}`, p] as const))(
    '%s loads the groups its code speaks from, and no other',
    (_, point) => {
      const used = groupsUsed(point.target, SILENT_IN_PART[relative(src, point.target)]);
      used.delete('shell');
      const missing = [...used].filter(([group]) => !point.groups.includes(group));
      expect({ missing: Object.fromEntries(missing) }).toEqual({ missing: {} });
      expect({ unused: point.groups.filter((g) => !used.has(g)) }).toEqual({ unused: [] });
    },
  );

  it('leave the first paint with the shell’s words only', () => {
    const used = groupsUsed(join(src, 'main.tsx'), SILENT_IN_FIRST_PAINT);
    used.delete('shell');
    expect(Object.fromEntries(used)).toEqual({});
  });
});
