import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_RESTRICTIONS, setContentRestrictions } from '@/lib/content-restrictions';
import { initialCollectionState, useCollectionStore } from '@/lib/storage/music-collection';
import { fakePlaybackEngine } from '@/test/fake-playback-engine';
import { ids, song } from '@/test/song-fixtures';
import { connectEngine, next, playSong, resume } from './player-actions';
import { addToQueue, playNext } from './queue-edits';
import { initialPlayerState, usePlayerStore } from './model/player.store';

const state = () => usePlayerStore.getState();
const explicit = (id: string) => ({ ...song(id), explicit: true as const });
const kids = () =>
  setContentRestrictions({
    kids: true,
    ceiling: { country: 'US', max: 'PG' },
    allowUnrated: false,
  });

let unbind = () => {};
beforeEach(() => {
  usePlayerStore.setState(initialPlayerState(), true);
  useCollectionStore.setState(initialCollectionState(), true);
  unbind = connectEngine(fakePlaybackEngine().engine);
});
afterEach(() => {
  unbind();
  setContentRestrictions(NO_RESTRICTIONS);
});

describe('a kids profile in the player', () => {
  it('plays and queues explicit songs on other profiles', () => {
    const list = [song('a'), explicit('x'), song('b')];
    playSong(list[1]!, list, 1);
    expect(state().currentSong?.id).toBe('x');
    expect(ids(state().queue)).toEqual(['a', 'x', 'b']);
  });

  it('refuses an explicit song, and says why', () => {
    kids();
    playSong(explicit('x'));
    expect(state()).toMatchObject({ currentSong: null, isPlaying: false });
    expect(state().notice).toBe('"Song x" is marked explicit, so this profile does not play it.');
  });

  it('queues only the songs it may hear, and plays on past a hidden one', () => {
    kids();
    const list = [song('a'), explicit('x'), song('b')];
    playSong(list[0]!, list, 0);
    expect(ids(state().queue)).toEqual(['a', 'b']);
    addToQueue([explicit('y'), song('c')]);
    playNext(explicit('z'));
    expect(ids(state().queue)).toEqual(['a', 'b', 'c']);
    next();
    expect(state().currentSong?.id).toBe('b');
  });

  it('skips the explicit songs of a queue kept from before, and never resumes one', () => {
    usePlayerStore.setState({
      queue: [song('a'), explicit('x'), explicit('y'), song('b')],
      currentIndex: 0,
      currentSong: song('a'),
    });
    kids();
    next();
    expect(state().currentSong?.id).toBe('b');
    expect(ids(state().queue)).toEqual(['a', 'b']);
    usePlayerStore.setState({ currentSong: explicit('x'), isPlaying: false });
    resume();
    expect(state().isPlaying).toBe(false);
    expect(state().notice).toMatch(/marked explicit/);
  });

  it('stops when only hidden songs are left', () => {
    usePlayerStore.setState({
      queue: [song('a'), explicit('x')],
      currentIndex: 0,
      currentSong: song('a'),
      isPlaying: true,
    });
    kids();
    next();
    expect(state()).toMatchObject({ isPlaying: false, currentIndex: 0 });
    expect(ids(state().queue)).toEqual(['a']);
  });
});
