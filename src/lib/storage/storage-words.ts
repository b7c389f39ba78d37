import { msg, t } from '../i18n/translate';
import type { StorageKey } from './keys';
import type { PROFILES_KEY } from './records/namespace';
import type { ProblemReason } from './storage-problems';

/**
 * Words for the storage-full notice ("… your library could not be saved"), in the active
 * language: each is read when a notice is written, so it follows a language switch. Beside the
 * lists' keys, the browser's profiles (`reelbeat_profiles`), which the start-up and Settings →
 * Profiles write.
 */
export const STORAGE_KEY_LABELS: Readonly<Record<StorageKey | typeof PROFILES_KEY, string>> = {
  get reelbeat_library() {
    return t('storage.key.library');
  },
  get reelbeat_favorites() {
    return t('storage.key.favorites');
  },
  get reelbeat_continue_watching() {
    return t('storage.key.continueWatching');
  },
  get reelbeat_settings() {
    return t('storage.key.settings');
  },
  get reelbeat_watch_history() {
    return t('storage.key.watchHistory');
  },
  get reelbeat_player_progress() {
    return t('storage.key.playerProgress');
  },
  get reelbeat_player_choices() {
    return t('storage.key.playerChoices');
  },
  get theme() {
    return t('storage.key.theme');
  },
  get reelbeat_music_favorites() {
    return t('storage.key.musicFavorites');
  },
  get reelbeat_music_playlists() {
    return t('storage.key.musicPlaylists');
  },
  get reelbeat_music_recent() {
    return t('storage.key.musicRecent');
  },
  get reelbeat_music_downloads() {
    return t('storage.key.musicDownloads');
  },
  get reelbeat_music_settings() {
    return t('storage.key.musicSettings');
  },
  get reelbeat_episode_counts() {
    return t('storage.key.episodeCounts');
  },
  get reelbeat_profiles() {
    return t('storage.key.profiles');
  },
};

function labelOf(key: string): string {
  return (STORAGE_KEY_LABELS as Record<string, string | undefined>)[key as StorageKey] ?? key;
}

const TEXTS: Record<ProblemReason, [title: string, message: string]> = {
  quota: [msg('storage.quotaTitle'), msg('storage.quotaMessage')],
  unavailable: [msg('storage.unavailableTitle'), msg('storage.unavailableMessage')],
  corrupt: [msg('storage.corruptTitle'), msg('storage.corruptMessage')],
  limited: [msg('storage.limitedTitle'), msg('storage.limitedMessage')],
  deleted: [msg('storage.deletedTitle'), msg('storage.deletedMessage')],
  outdated: [msg('storage.outdatedTitle'), msg('storage.outdatedMessage')],
  blocked: [msg('storage.blockedTitle'), msg('storage.blockedMessage')],
};

export const describeTitle = (reason: ProblemReason) => t(TEXTS[reason][0]);

/** The notice's text in the active language; the notice asks again when the language changes. */
export function describeProblem(key: string, reason: ProblemReason): string {
  return t(TEXTS[reason][1], { what: labelOf(key) });
}
