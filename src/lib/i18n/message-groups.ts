import type { Messages } from '@lingui/core';

/**
 * The pages' words come in a few files per language, one per area, so no language file grows
 * past the 15 kB (gzip) budget as features are added, and a page downloads only its area's.
 * Each group names the feature folders (`src/features/<name>/messages`) whose catalogues it
 * holds; the shell's catalogues (src/app, src/components, src/lib) are the
 * first-paint group and are not listed here. `scripts/messages-plugin.ts` builds one loader per
 * group and language from this table, `vite.config.ts` puts each in its own file, and a feature
 * with a catalogue but no group fails the build.
 *
 * A page or lazily shown part names the groups it speaks from with `withMessages`; the test
 * beside this file fails when a load point's code uses a word of a group it does not load.
 */
export const MESSAGE_GROUPS = {
  /** Browsing and watching: home, a title, the player, search, the grids, the video lists. */
  video: ['home', 'title', 'watch', 'search', 'browse', 'library', 'catalog', 'offline'],
  /** Music: its pages, the player bar and Now Playing, playlists. */
  music: ['music-player', 'music-library', 'playlists'],
  /** Settings, "Your data" (backup), the shortcuts, About, Support and the desktop download. */
  info: ['settings', 'backup', 'shortcuts', 'about', 'support', 'downloads'],
  /** Listening and watching together: the room pages and panels, loaded with a room. */
  together: ['together'],
  /** The desktop shell's title bar and presence: loaded only inside the shell, never on the web. */
  desktop: ['desktop'],
} as const satisfies Record<string, readonly string[]>;

export type MessageGroup = keyof typeof MESSAGE_GROUPS;

export const MESSAGE_GROUP_NAMES = Object.keys(MESSAGE_GROUPS) as MessageGroup[];

/** The group of a feature's catalogue, or undefined for a feature no group lists. */
export function groupOfFeature(feature: string): MessageGroup | undefined {
  return MESSAGE_GROUP_NAMES.find((group) =>
    (MESSAGE_GROUPS[group] as readonly string[]).includes(feature),
  );
}

/** A language's shell words, with the loaders of its other groups (scripts/messages-plugin.ts). */
export interface ShellModule {
  messages: Messages;
  groups: Record<MessageGroup, () => Promise<{ messages: Messages }>>;
}
