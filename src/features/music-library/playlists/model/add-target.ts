import { create } from 'zustand';
import type { Song } from '@/lib/music/types';

/** The song whose "Add to playlist" dialog is open, so any row can open the one dialog. */
export const useAddTarget = create<{ song: Song | null }>()(() => ({ song: null }));
export const openAddToPlaylist = (song: Song) => useAddTarget.setState({ song });
export const closeAddToPlaylist = () => useAddTarget.setState({ song: null });
