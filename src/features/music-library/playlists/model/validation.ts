/** The rules a playlist's name and cover must meet, with the messages people see. */
import { t } from '@/lib/i18n';

export const PLAYLIST_NAME_MAX = 50;
export const PLAYLIST_DESCRIPTION_MAX = 200;
export const COVER_MAX_BYTES = 5242880;

/** Getters, so each message is read in the language active when it is shown. */
export const MESSAGES = {
  get nameRequired() {
    return t('playlists.validation.nameRequired');
  },
  get nameTooLong() {
    return t('playlists.validation.nameTooLong', { max: PLAYLIST_NAME_MAX });
  },
  get descriptionTooLong() {
    return t('playlists.validation.descriptionTooLong', { max: PLAYLIST_DESCRIPTION_MAX });
  },
  get editNameEmpty() {
    return t('playlists.validation.editNameEmpty');
  },
  get coverNotImage() {
    return t('playlists.validation.coverNotImage');
  },
  get coverTooLarge() {
    return t('playlists.validation.coverTooLarge');
  },
};

export interface PlaylistDetails {
  name: string;
  /** Absent when the trimmed text is empty (stored as none). */
  description?: string;
}

export type FormResult =
  | { ok: true; value: PlaylistDetails }
  | { ok: false; errors: { name?: string; description?: string } };

function details(name: string, description: string): PlaylistDetails {
  const value: PlaylistDetails = { name };
  if (description) value.description = description;
  return value;
}

/** The add-to-playlist form: trimmed name required and ≤ 50, description ≤ 200. */
export function validateNewPlaylist(rawName: string, rawDescription = ''): FormResult {
  const name = rawName.trim();
  const description = rawDescription.trim();
  const errors: { name?: string; description?: string } = {};
  if (!name) errors.name = MESSAGES.nameRequired;
  else if (name.length > PLAYLIST_NAME_MAX) errors.name = MESSAGES.nameTooLong;
  if (description.length > PLAYLIST_DESCRIPTION_MAX)
    errors.description = MESSAGES.descriptionTooLong;
  return errors.name || errors.description
    ? { ok: false, errors }
    : { ok: true, value: details(name, description) };
}

/** The standalone Create Playlist form: only a trimmed name is required. */
export function validateStandalonePlaylist(rawName: string, rawDescription = ''): FormResult {
  const name = rawName.trim();
  if (!name) return { ok: false, errors: { name: MESSAGES.nameRequired } };
  return { ok: true, value: details(name, rawDescription.trim()) };
}

/** Editing on the playlist page: trims both; an empty name is refused. */
export function validatePlaylistEdit(rawName: string, rawDescription = ''): FormResult {
  const name = rawName.trim();
  if (!name) return { ok: false, errors: { name: MESSAGES.editNameEmpty } };
  return { ok: true, value: details(name, rawDescription.trim()) };
}

/** A cover must be an image of at most 5 MB; returns the message to show, or null. */
export function validateCoverFile(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.coverNotImage;
  if (file.size > COVER_MAX_BYTES) return MESSAGES.coverTooLarge;
  return null;
}
