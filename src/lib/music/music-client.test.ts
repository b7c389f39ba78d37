import { describe, expect, it, vi } from 'vitest';
import { createMusicClient, MUSIC_PAGE_SIZE } from './client';
import { getArtistText, pickDownloadUrl, pickImageUrl, pickPlaybackUrl } from './song-fields';
import { formatDuration } from './format';
import { storedSongsSchema } from './song-schema';
import { normaliseSong } from './normalise';

const g3Song = {
  id: '3IoDK8qI',
  name: 'Neon Postcard',
  type: 'song',
  year: '2024',
  duration: 187,
  language: 'english',
  album: { id: 'a1', name: 'Glitter Postcards', url: 'https://x/a1' },
  artists: {
    primary: [
      { id: 'p1', name: 'Mira Vale', role: 'primary_artists', type: 'artist', image: [], url: '' },
      {
        id: 'p2',
        name: 'Juno Arcade',
        role: 'primary_artists',
        type: 'artist',
        image: [],
        url: '',
      },
    ],
    featured: [],
    all: [],
  },
  image: [
    { quality: '50x50', url: 'https://img/50.jpg' },
    { quality: '150x150', url: 'https://img/150.jpg' },
    { quality: '500x500', url: 'https://img/500.jpg' },
  ],
  downloadUrl: ['12kbps', '48kbps', '96kbps', '160kbps', '320kbps'].map((quality) => ({
    quality,
    url: `https://aac/${quality}.mp4`,
  })),
};

const g2Song = {
  id: '5WXAlMNt',
  name: 'Rusted Highway',
  type: '',
  album: { id: 'b1', name: 'Iron Orchard', url: '' },
  year: '2018',
  releaseDate: null,
  duration: '205',
  label: 'Stoneyard',
  primaryArtists: 'Copper Owls, Dana Blackwood',
  primaryArtistsId: '1, 2',
  featuredArtists: '',
  explicitContent: 0,
  playCount: '12',
  language: 'english',
  hasLyrics: 'false',
  url: 'https://x/song',
  copyright: '',
  image: [
    { quality: '50x50', link: 'https://img/g2-50.jpg' },
    { quality: '150x150', link: 'https://img/g2-150.jpg' },
  ],
  downloadUrl: false,
};

function clientReturning(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status }),
  );
  return {
    client: createMusicClient({ baseUrl: () => '/api/music', fetch: fetchMock }),
    fetchMock,
  };
}

describe('music client', () => {
  it('parses a G3 search page at the boundary and sends query, page and limit', async () => {
    const { client, fetchMock } = clientReturning({
      success: true,
      data: { total: 40, start: 0, results: [g3Song] },
    });
    const page = await client.get('searchSongs', {
      params: { query: 'Pop Hits', page: 0, limit: MUSIC_PAGE_SIZE.mood },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/music/search/songs?query=Pop+Hits&page=0&limit=8',
    );
    if (Array.isArray(page)) throw new Error('expected a page');
    expect(page.total).toBe(40);
    const song = normaliseSong(page.results[0]!);
    expect(song).toMatchObject({
      id: '3IoDK8qI',
      name: 'Neon Postcard',
      duration: 187,
      year: '2024',
    });
    expect(getArtistText(song)).toBe('Mira Vale, Juno Arcade');
    expect(pickPlaybackUrl(song)).toBe('https://aac/320kbps.mp4');
    expect(pickImageUrl(song)).toBe('https://img/500.jpg');
  });

  it('parses the older G2 song: text artists, `link` items, string duration, downloadUrl false', async () => {
    const { client } = clientReturning({ status: 'SUCCESS', message: null, data: [g2Song] });
    const song = normaliseSong((await client.get('song', { id: '5WXAlMNt' }))[0]!);
    expect(song.duration).toBe(205);
    expect(getArtistText(song)).toBe('Copper Owls, Dana Blackwood');
    expect(song.image).toEqual([
      { quality: '50x50', url: 'https://img/g2-50.jpg' },
      { quality: '150x150', url: 'https://img/g2-150.jpg' },
    ]);
    expect(song.downloadUrl).toEqual([]);
    expect(pickPlaybackUrl(song)).toBeNull();
    expect(pickImageUrl(song)).toBe('https://img/g2-150.jpg');
  });

  it('throws "HTTP error! status: {code}" for a non-ok response', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = clientReturning({ success: false, message: 'song not found' }, 404);
    await expect(client.get('song', { id: 'x' })).rejects.toThrow('HTTP error! status: 404');
    expect(error).toHaveBeenCalled();
  });

  it('throws the service message for a failed envelope, and rejects data of the wrong shape', async () => {
    const failed = clientReturning({ status: 'FAILED', message: 'quota' });
    await expect(failed.client.get('songs')).rejects.toThrow('quota');
    const wrong = clientReturning({ success: true, data: { not: 'a list' } });
    await expect(wrong.client.get('songs')).rejects.toThrow();
  });

  it('reaches every music service call at its path', async () => {
    const { client, fetchMock } = clientReturning({ success: true, data: [] });
    await client.get('songs', { params: { ids: 'a,b' } });
    await client.get('suggestions', { id: 'a', params: { limit: MUSIC_PAGE_SIZE.suggestions } });
    const urls = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(urls).toEqual(['/api/music/songs?ids=a%2Cb', '/api/music/songs/a/suggestions?limit=10']);

    const paged = clientReturning({ success: true, data: { total: 0, results: [] } });
    await paged.client.get('searchAlbums', { params: { query: 'x', page: 0, limit: 20 } });
    await paged.client.get('searchArtists', { params: { query: 'x', page: 1, limit: 5 } });
    await paged.client.get('searchPlaylists', { params: { query: 'x' } });
    expect(paged.fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      '/api/music/search/albums?query=x&page=0&limit=20',
      '/api/music/search/artists?query=x&page=1&limit=5',
      '/api/music/search/playlists?query=x',
    ]);

    const artist = clientReturning({
      success: true,
      data: { id: 'r', name: 'R', total: 0, songs: [], albums: [] },
    });
    const sorted = { page: 0, sortBy: 'popularity', sortOrder: 'desc' };
    await artist.client.get('artist', { id: 'r', params: { songCount: 10, albumCount: 10 } });
    await artist.client.get('artistSongs', { id: 'r', params: sorted });
    await artist.client.get('artistAlbums', { id: 'r', params: sorted });
    await artist.client.get('album', { params: { id: 'al' } });
    await artist.client.get('playlist', { params: { id: 'pl', page: 0, limit: 100 } });
    expect(artist.fetchMock.mock.calls.map((c) => String(c[0]))).toEqual([
      '/api/music/artists/r?songCount=10&albumCount=10',
      '/api/music/artists/r/songs?page=0&sortBy=popularity&sortOrder=desc',
      '/api/music/artists/r/albums?page=0&sortBy=popularity&sortOrder=desc',
      '/api/music/albums?id=al',
      '/api/music/playlists?id=pl&page=0&limit=100',
    ]);
  });

  it('reads the global search with its text artist fields', async () => {
    const { client } = clientReturning({
      success: true,
      data: {
        topQuery: { results: [], position: 0 },
        songs: {
          results: [
            {
              id: 's',
              title: 'Song',
              image: [],
              album: 'Al',
              primaryArtists: '',
              singers: 'Noor Ellison',
            },
          ],
          position: 1,
        },
        albums: {
          results: [{ id: 'a', title: 'Al', artist: 'Noor Ellison', image: [] }],
          position: 2,
        },
        artists: { results: [], position: 3 },
        playlists: { results: [], position: 4 },
      },
    });
    const result = await client.get('search', { params: { query: 'noor' } });
    const song = normaliseSong(result.songs!.results[0]!);
    expect(song.name).toBe('Song');
    expect(getArtistText(song)).toBe('Noor Ellison');
    expect(result.albums?.results[0]?.artist).toBe('Noor Ellison');
  });
});

describe('song fields', () => {
  const base = { artists: { primary: [] }, downloadUrl: [], image: [] };
  it('artist text: primaryArtists, then singers, then names, then Unknown Artist', () => {
    expect(getArtistText({ ...base, primaryArtists: 'A', singers: 'B' })).toBe('A');
    expect(getArtistText({ ...base, singers: 'B' })).toBe('B');
    expect(getArtistText({ artists: { primary: [{ id: '1', name: 'C' }] } })).toBe('C');
    expect(getArtistText(base)).toBe('Unknown Artist');
  });
  it('audio: 320kbps, else last for downloads; 160kbps also preferred for playback', () => {
    const links = (qs: string[]) => qs.map((quality) => ({ quality, url: quality }));
    expect(pickDownloadUrl({ downloadUrl: links(['96kbps', '320kbps', '48kbps']) })).toBe(
      '320kbps',
    );
    expect(pickDownloadUrl({ downloadUrl: links(['96kbps', '160kbps', '48kbps']) })).toBe('48kbps');
    expect(pickPlaybackUrl({ downloadUrl: links(['96kbps', '160kbps', '48kbps']) })).toBe(
      '160kbps',
    );
    expect(pickDownloadUrl({ downloadUrl: [] })).toBeNull();
  });
  it('image: 500, 300, 150, 50, else first, else the placeholder', () => {
    const img = (qs: string[]) => ({ image: qs.map((quality) => ({ quality, url: quality })) });
    expect(pickImageUrl(img(['50x50', '300x300', '150x150']))).toBe('300x300');
    expect(pickImageUrl(img(['50x50']))).toBe('50x50');
    expect(pickImageUrl(img(['weird', 'other']))).toBe('weird');
    expect(pickImageUrl(img([]))).toBe('/placeholder.png');
  });
  it('formats durations', () => {
    expect(formatDuration(187)).toBe('3:07');
    expect(formatDuration(59.9)).toBe('0:59');
    expect(formatDuration(null)).toBe('--:--');
    expect(formatDuration(undefined)).toBe('--:--');
  });
  it('stored song lists accept both generations and come back normalised', () => {
    const parsed = storedSongsSchema.parse([g3Song, g2Song]);
    expect(parsed.map((s) => s.duration)).toEqual([187, 205]);
    expect(storedSongsSchema.parse(parsed)).toEqual(parsed);
  });
});
