import { create } from 'zustand';

/** What the toast says after a song went into a playlist, and what Undo takes back. */
export interface AddedToast {
  playlistId: string;
  playlistName: string;
  songId: string;
}

/** How long the toast stays, long enough to reach Undo (WCAG 2.2.1 needs no limit for it). */
export const ADDED_TOAST_MS = 6000;

/**
 * The one toast of the music screens: the Add to Playlist dialog closes once the song is in
 * (a listener adding songs one by one does not close it by hand each time) and this says where
 * it went, with Undo.
 */
export const useAddedToast = create<{ toast: AddedToast | null }>()(() => ({ toast: null }));
export const showAddedToast = (toast: AddedToast) => useAddedToast.setState({ toast });
export const dismissAddedToast = () => useAddedToast.setState({ toast: null });
