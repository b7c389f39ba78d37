import { describe, expect, it } from 'vitest';
import { toEntry, type PlaylistEntry } from '@/lib/storage/music-collection';
import { song } from '@/test/song-fixtures';
import {
  addSongToPlaylist,
  addToDownloadsPlaylist,
  createPlaylist,
  deletePlaylist,
  ensureDownloadsPlaylist,
  removeSongFromPlaylist,
  setPlaylistCover,
  totalMinutes,
  updatePlaylistDetails,
} from './playlist-ops';

const now = new Date('2024-05-01T10:00:00Z');

describe('playlists', () => {
  it('creates the Downloads playlist once', () => {
    const list = ensureDownloadsPlaylist([], now);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 'downloads', name: 'Downloads', image: '📥' });
    expect(ensureDownloadsPlaylist(list, now)).toBe(list);
  });

  it('creates with a timestamp id that never collides', () => {
    const first = createPlaylist([], { name: 'A' }, now);
    const second = createPlaylist(first.list, { name: 'B', description: 'b' }, now);
    expect(first.playlist.id).toBe(String(now.getTime()));
    expect(second.playlist.id).toBe(String(now.getTime() + 1));
    expect(second.playlist.description).toBe('b');
    expect('description' in first.playlist).toBe(false);
  });

  it('blocks a duplicate song with the alert text', () => {
    const { list, playlist } = createPlaylist([], { name: 'Road' }, now);
    const added = addSongToPlaylist(list, playlist.id, song('a'), now);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(addSongToPlaylist(added.list, playlist.id, song('a'), now)).toEqual({
      ok: false,
      message: '"Song a" is already in "Road" playlist',
    });
    expect(removeSongFromPlaylist(added.list, playlist.id, 'a', now)[0]?.songs).toEqual([]);
  });

  it('never edits or deletes the Downloads playlist', () => {
    const list = ensureDownloadsPlaylist([], now);
    expect(deletePlaylist(list, 'downloads')).toEqual({
      ok: false,
      message: 'The Downloads playlist cannot be deleted.',
    });
    expect(updatePlaylistDetails(list, 'downloads', { name: 'x' }).ok).toBe(false);
  });

  it('edits name and drops an emptied description; sets and removes a cover', () => {
    const base: PlaylistEntry[] = [
      toEntry({ id: '1', name: 'Old', description: 'd', createdAt: '', songs: [] }),
    ];
    const edited = updatePlaylistDetails(base, '1', { name: 'New' }, now);
    expect(edited.ok && edited.list[0]).toMatchObject({ name: 'New' });
    expect(edited.ok && 'description' in edited.list[0]!).toBe(false);
    const covered = setPlaylistCover(base, '1', 'data:image/jpeg;base64,AAAA', now);
    expect(covered[0]?.avatar).toBe('data:image/jpeg;base64,AAAA');
    expect('avatar' in setPlaylistCover(covered, '1', null, now)[0]!).toBe(false);
  });

  it('a downloaded song joins the Downloads playlist once and marks it downloaded', () => {
    const once = addToDownloadsPlaylist([], song('a'), now);
    const twice = addToDownloadsPlaylist(once, song('a'), now);
    expect(twice[0]).toMatchObject({ isDownloaded: true, downloadedSongs: ['a'] });
    expect(twice[0]?.songs).toHaveLength(1);
  });

  it('totals whole minutes, ignoring unknown durations', () => {
    const p = toEntry({
      id: '1',
      name: 'x',
      createdAt: '',
      songs: [song('a', 150), song('b', 50), song('c', null)],
    });
    expect(totalMinutes(p)).toBe(3);
  });
});
