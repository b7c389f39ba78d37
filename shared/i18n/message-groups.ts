import type { Messages } from '@lingui/core';

/**
 * The pages' words come in a few files per language, one per area, so no language file grows
 * past the 15 kB (gzip) budget as features are added, and a page downloads only its area's.
 * Each group names the owners of the catalogues it holds: an owner is the folder that holds a
 * `messages/` folder, wherever it is (a feature, `src/features/<name>`; a part of one,
 * `src/features/music-library/playlists`; or a shared module whose words only pages show,
 * `src/lib/catalog`), and the ids of its catalogue start with its name. The shell's catalogues
 * (`src/app/messages`, `src/components/messages`, `src/lib/messages`) are the first-paint group
 * and are not listed here. `scripts/build/messages-plugin.ts` builds one loader per
 * group and language from this table, `vite.config.ts` puts each in its own file, and an owner
 * with a catalogue but no group fails the build. In shared/ because that build (and the bundle
 * bench) reads the table in Node, as the app does.
 *
 * A page names the groups it speaks from in its record (`messages`), a lazily shown part with
 * `withMessages`; src/lib/i18n/message-groups.test.ts fails when a load point's code uses a word
 * of a group it does not load.
 */
export const MESSAGE_GROUPS = {
  /** Browsing and watching: home, a title, the player, search, the grids, the video lists, and
   * the catalogue's messages (`src/lib/catalog`); and profiles ("Who's watching?", which may
   * open a visit before Home, whose words these are too, and the profiles' settings): a group of
   * their own would put one more loader in the first paint; and the PIN dialog (`src/lib/pin`),
   * which the profiles ask and "Your data" loads with this group when it reaches a guarded
   * profile. */
  video: [
    'home',
    'title',
    'watch',
    'search',
    'browse',
    'library',
    'catalog',
    'offline',
    'content-restrictions',
    'profiles',
    'pin',
  ],
  /** Music: its pages, the player bar and Now Playing, playlists and their files. */
  music: ['music-player', 'music-library', 'playlists', 'playlist-file'],
  /** Settings (and its equaliser, which Now Playing shows too), "Your data" (backup), the
   * shortcuts, About, Support and the desktop download; and the storage notice's words
   * (`src/lib/storage`), which load with the notice only once storage has a problem; and the
   * connections (Trakt, ListenBrainz), their tab and their upkeep; and the offline banner's
   * (`src/components/offline-banner`), which every visit's PWA shell shows beside the update
   * notice: in `video` they made a music visit download the video pages' words only for it. */
  info: [
    'settings',
    'equaliser',
    'backup',
    'shortcuts',
    'about',
    'support',
    'downloads',
    'tv',
    'storage',
    'sync',
    'connections',
    'offline-banner',
  ],
  /** Listening and watching together: the room pages and panels, loaded with a room. */
  together: ['together'],
  /** Rewind, the year looked back on: loaded on its page only. */
  rewind: ['rewind'],
  /** The desktop shell's title bar and presence: loaded only inside the shell, never on the web. */
  desktop: ['desktop'],
} as const satisfies Record<string, readonly string[]>;

export type MessageGroup = keyof typeof MESSAGE_GROUPS;

export const MESSAGE_GROUP_NAMES = Object.keys(MESSAGE_GROUPS) as MessageGroup[];

/** The group of an owner's catalogue (`music-player`), or undefined for one no group lists. */
export function groupOfFeature(feature: string): MessageGroup | undefined {
  return MESSAGE_GROUP_NAMES.find((group) =>
    (MESSAGE_GROUPS[group] as readonly string[]).includes(feature),
  );
}

/** A language's shell words, with the loaders of its other groups (scripts/build/messages-plugin.ts). */
export interface ShellModule {
  messages: Messages;
  groups: Record<MessageGroup, () => Promise<{ messages: Messages }>>;
}
