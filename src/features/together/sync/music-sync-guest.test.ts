import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  initialPlayerState,
  next,
  onSongStart,
  setShuffle,
  usePlayerStore,
} from '@/features/music-player';
import type { MusicMedia } from '@shared/together/messages';
import { connectEngine } from '@/features/music-player/player-actions';
import { NO_RESTRICTIONS, setContentRestrictions } from '@/lib/content-restrictions';
import { fakePlaybackEngine } from '@/test/fake-playback-engine';
import { ids, song, songs } from '@/test/song-fixtures';
import { initialTogetherState, useTogetherStore } from '../model/room.store';
import { rememberSongs } from './music-media';
import { startMusicSync } from './music-sync';

// A guest with the real player: only the room's connection is left out.
vi.mock('../model/room-actions', () => ({
  sendMedia: vi.fn(),
  sendPlayback: vi.fn(),
  sharedNow: () => 1_000_000,
}));

const room = songs('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
const player = () => usePlayerStore.getState();

const musicMedia = (shuffle: boolean): MusicMedia => ({
  kind: 'music',
  songs: ids(room),
  index: 2,
  title: 'Song c',
  artist: 'Artist c',
  shuffle,
});

function joinRoom(shuffle: boolean, media = musicMedia(shuffle)) {
  useTogetherStore.setState({
    ...initialTogetherState(),
    room: 'room',
    state: {
      media,
      playback: { playing: true, position: 0, at: 1_000_000 },
      members: [],
      everyone: false,
    },
  });
  return startMusicSync();
}

beforeEach(() => {
  usePlayerStore.setState(initialPlayerState(), true);
  rememberSongs(room);
});
let stop = () => {};
afterEach(() => stop());

describe('startMusicSync, as a guest', () => {
  it("plays the room's queue in the room's order, even with its own shuffle on", async () => {
    setShuffle(true);
    stop = joinRoom(false);
    await vi.waitFor(() => expect(player().currentSong?.id).toBe('c'));
    expect(ids(player().queue)).toEqual(ids(room));
    expect(player()).toMatchObject({ currentIndex: 2, isShuffled: false, originalQueue: null });
    next();
    expect(player().currentSong?.id).toBe('d');
  });

  it("follows a shuffled room's flag, keeping the room's order as the queue", async () => {
    stop = joinRoom(true);
    await vi.waitFor(() => expect(player().currentSong?.id).toBe('c'));
    expect(ids(player().queue)).toEqual(ids(room));
    expect(player().isShuffled).toBe(true);
    next();
    expect(player().currentSong?.id).toBe('d');
    setShuffle(false);
    expect(ids(player().queue)).toEqual(ids(room));
    expect(player().currentSong?.id).toBe('d');
  });

  it("takes the room's new order when the host shuffles mid-song, without starting it again", async () => {
    stop = joinRoom(false);
    await vi.waitFor(() => expect(player().currentSong?.id).toBe('c'));
    const starts = vi.fn();
    const offStart = onSongStart(starts);
    const shuffled = ['c', 'h', 'a', 'f', 'b', 'e', 'g', 'd'];
    const { state } = useTogetherStore.getState();
    const media: MusicMedia = { ...musicMedia(true), songs: shuffled, index: 0 };
    useTogetherStore.setState({ state: { ...state!, media } });
    await vi.waitFor(() => expect(ids(player().queue)).toEqual(shuffled));
    offStart();
    expect(player()).toMatchObject({ currentIndex: 0, isShuffled: true, isPlaying: true });
    expect(player().currentSong?.id).toBe('c');
    expect(starts).not.toHaveBeenCalled();
    next();
    expect(player().currentSong?.id).toBe('h');
  });

  it("keeps a host's own queue while the room has not yet heard its change", async () => {
    stop = joinRoom(false);
    await vi.waitFor(() => expect(player().currentSong?.id).toBe('c'));
    // This tab now hosts, with more songs than the room's window holds.
    useTogetherStore.setState({ hostKey: 'host-key' });
    const longer = [...player().queue, ...songs('i', 'j')];
    usePlayerStore.setState({ queue: longer });
    setShuffle(true);
    const mine = player().queue;
    // The room still holds the old window (its echo of the change is on its way): two ticks.
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(player().queue).toBe(mine);
    expect(player().isShuffled).toBe(true);
  });
});

describe('startMusicSync, in a kids profile', () => {
  const explicit = (id: string) => ({ ...song(id), explicit: true as const });
  let unbind = () => {};
  const prepared: (string | null)[] = [];
  beforeEach(() => {
    setContentRestrictions({
      kids: true,
      ceiling: { country: 'US', max: 'PG' },
      allowUnrated: false,
    });
    prepared.length = 0;
    const fake = fakePlaybackEngine();
    engine = {
      ...fake.engine,
      prepareNext: vi.fn((next: { url: string } | null) => void prepared.push(next?.url ?? null)),
    };
    unbind = connectEngine(engine);
  });
  afterEach(() => {
    unbind();
    setContentRestrictions(NO_RESTRICTIONS);
  });
  let engine: ReturnType<typeof fakePlaybackEngine>['engine'] & { prepareNext: Mock };
  const loadedUrls = () => engine.load.mock.calls.map(([url]) => String(url));

  it("leaves the room's explicit songs out of its queue and never hands one to the engine", async () => {
    rememberSongs([explicit('x'), explicit('y')]);
    const media: MusicMedia = { ...musicMedia(false), songs: ['a', 'x', 'c', 'y', 'd'], index: 2 };
    stop = joinRoom(false, media);
    await vi.waitFor(() => expect(player().currentSong?.id).toBe('c'));
    expect(ids(player().queue)).toEqual(['a', 'c', 'd']);
    // The host adds explicit songs mid-song: they do not come in either.
    const { state } = useTogetherStore.getState();
    const more: MusicMedia = { ...media, songs: ['a', 'x', 'c', 'y', 'b', 'd'], shuffle: true };
    useTogetherStore.setState({ state: { ...state!, media: more } });
    await vi.waitFor(() => expect(ids(player().queue)).toEqual(['a', 'c', 'b', 'd']));
    expect(player().currentSong?.id).toBe('c');
    // The room moves on to an explicit song: this player stops and says why.
    const hiddenNow: MusicMedia = { ...more, index: 3 };
    useTogetherStore.setState({ state: { ...state!, media: hiddenNow } });
    await vi.waitFor(() => expect(useTogetherStore.getState().syncNote).toBe('song-hidden'));
    expect(player().isPlaying).toBe(false);
    expect(player().currentSong?.id).toBe('c');
    // And joins in at the next song it may hear.
    useTogetherStore.setState({ state: { ...state!, media: { ...more, index: 4 } } });
    await vi.waitFor(() => expect(player().currentSong?.id).toBe('b'));
    await vi.waitFor(() => expect(useTogetherStore.getState().syncNote).toBeNull());
    const handed = [...loadedUrls(), ...prepared];
    expect(handed.some((url) => /\/audio\/[xy]$/.test(url ?? ''))).toBe(false);
    expect(loadedUrls().length).toBeGreaterThan(0);
  });

  it('never loads or prepares an explicit song the store holds', () => {
    usePlayerStore.setState({
      queue: [song('a'), explicit('x')],
      currentIndex: 0,
      currentSong: song('a'),
    });
    expect(prepared.at(-1) ?? null).toBeNull();
    usePlayerStore.setState({ currentSong: explicit('x'), currentIndex: 1 });
    unbind();
    engine.load.mockClear();
    unbind = connectEngine(engine);
    expect(engine.load).not.toHaveBeenCalled();
  });
});
