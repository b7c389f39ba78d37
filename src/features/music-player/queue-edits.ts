import { allowedSongs } from '@/lib/content-restrictions';
import type { Song } from '@/lib/music/types';
import { usePlayerStore } from './model/player.store';
import { moved, withAdded } from './model/player-moves';

/*
 * Queue edits that leave the song now playing alone, so they write the store only. Removing a
 * song can start another (the playing one) or stop playback: removeFromQueue is in
 * player-actions.ts, beside the commands that drive the engine.
 */

const get = usePlayerStore.getState;
const set = usePlayerStore.setState;

const asList = (songs: Song | Song[]) => allowedSongs(Array.isArray(songs) ? songs : [songs]);
export const addToQueue = (songs: Song | Song[]) => set(withAdded(get(), asList(songs), false));
export const playNext = (songs: Song | Song[]) => set(withAdded(get(), asList(songs), true));

/** Clears the queue; the song now playing carries on until it ends. */
export const clearQueue = () => set({ queue: [], originalQueue: null, currentIndex: -1 });
export const moveInQueue = (from: number, to: number) => set(moved(get(), from, to));
