import { describe, expect, it } from 'vitest';
import { playlistRecordSchema, playlistsSchema } from './playlist-schema';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const base = { id: 'p1', name: 'Mix', createdAt: '2024-01-01T00:00:00.000Z' };
const parsed = (extra: Record<string, unknown>) =>
  playlistRecordSchema.parse({ ...base, ...extra });

describe('a playlist picture', () => {
  it('keeps an embedded cover and a loadable image or emoji', () => {
    expect(parsed({ avatar: PNG }).avatar).toBe(PNG);
    expect(parsed({ image: 'https://c.example/cover.jpg' }).image).toBe(
      'https://c.example/cover.jpg',
    );
    expect(parsed({ image: '📥' }).image).toBe('📥');
  });

  it('drops a cover that is any other text, and keeps the playlist', () => {
    for (const avatar of [
      'https://tracker.example/pixel.gif',
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'not a picture',
    ]) {
      const playlist = parsed({ avatar });
      expect(playlist.avatar, avatar).toBeUndefined();
      expect(playlist.name).toBe('Mix');
    }
    expect(parsed({ image: 'javascript:alert(1)' }).image).toBeUndefined();
    expect(parsed({ image: 'hello world' }).image).toBeUndefined();
  });

  it('applies to stored playlists with their songs', () => {
    const [playlist] = playlistsSchema.parse([{ ...base, songs: [], avatar: 'http://x/y.png' }]);
    expect(playlist).toMatchObject({ id: 'p1', songs: [] });
    expect(playlist?.avatar).toBeUndefined();
  });
});
