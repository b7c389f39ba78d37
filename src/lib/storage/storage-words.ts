import { msg, t } from '../i18n/translate';
import type { StorageKey } from './keys';
import type { ProblemReason } from './storage-problems';

/**
 * Words for the storage-full notice ("… your library could not be saved"), in the active
 * language: each is read when a notice is written, so it follows a language switch.
 */
export const STORAGE_KEY_LABELS: Readonly<Record<StorageKey, string>> = {
  get reelbeat_library() {
    return t('lib.storage.key.library');
  },
  get reelbeat_favorites() {
    return t('lib.storage.key.favorites');
  },
  get reelbeat_continue_watching() {
    return t('lib.storage.key.continueWatching');
  },
  get reelbeat_settings() {
    return t('lib.storage.key.settings');
  },
  get reelbeat_watch_history() {
    return t('lib.storage.key.watchHistory');
  },
  get reelbeat_player_progress() {
    return t('lib.storage.key.playerProgress');
  },
  get reelbeat_player_choices() {
    return t('lib.storage.key.playerChoices');
  },
  get theme() {
    return t('lib.storage.key.theme');
  },
  get reelbeat_music_favorites() {
    return t('lib.storage.key.musicFavorites');
  },
  get reelbeat_music_playlists() {
    return t('lib.storage.key.musicPlaylists');
  },
  get reelbeat_music_recent() {
    return t('lib.storage.key.musicRecent');
  },
  get reelbeat_music_downloads() {
    return t('lib.storage.key.musicDownloads');
  },
  get reelbeat_music_settings() {
    return t('lib.storage.key.musicSettings');
  },
  get reelbeat_episode_counts() {
    return t('lib.storage.key.episodeCounts');
  },
};

function labelOf(key: string): string {
  return (STORAGE_KEY_LABELS as Record<string, string | undefined>)[key as StorageKey] ?? key;
}

const TEXTS: Record<ProblemReason, [title: string, message: string]> = {
  quota: [msg('lib.storage.quotaTitle'), msg('lib.storage.quotaMessage')],
  unavailable: [msg('lib.storage.unavailableTitle'), msg('lib.storage.unavailableMessage')],
  corrupt: [msg('lib.storage.corruptTitle'), msg('lib.storage.corruptMessage')],
  limited: [msg('lib.storage.limitedTitle'), msg('lib.storage.limitedMessage')],
  deleted: [msg('lib.storage.deletedTitle'), msg('lib.storage.deletedMessage')],
  outdated: [msg('lib.storage.outdatedTitle'), msg('lib.storage.outdatedMessage')],
  blocked: [msg('lib.storage.blockedTitle'), msg('lib.storage.blockedMessage')],
};

export const describeTitle = (reason: ProblemReason) => t(TEXTS[reason][0]);

/** The notice's text in the active language; the notice asks again when the language changes. */
export function describeProblem(key: string, reason: ProblemReason): string {
  return t(TEXTS[reason][1], { what: labelOf(key) });
}
