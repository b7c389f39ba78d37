import { mulberry32 } from '../../shared/stable-random.ts';
import {
  MOODS,
  indexLibrary,
  makeId,
  type Library,
  type LibraryAlbum,
  type LibraryArtist,
  type LibraryPlaylist,
  type LibraryTrack,
  type Mood,
} from './library-types.ts';

/** Invented names only: every artist, album and song title below is made up for Reelbeat. */
interface MoodWords {
  artists: [string, string, string, string];
  albums: [string, string, string, string];
  first: string[];
  second: string[];
  label: string;
}

const WORDS: Record<Mood, MoodWords> = {
  'Pop Hits': {
    artists: ['Mira Vale', 'The Sunday Paper Kites', 'Juno Arcade', 'Lessa Moon'],
    albums: ['Glitter Postcards', 'Paper Kite Season', 'Arcade Hearts', 'Moonlit Mixtape'],
    first: ['Sugar', 'Velvet', 'Candy', 'Pastel', 'Lemonade', 'Satellite', 'Bubblegum', 'Sparkle'],
    second: ['Postcard', 'Rollercoaster', 'Telephone Line', 'Daydream', 'Carousel', 'Confetti'],
    label: 'Bright Fox Records',
  },
  'Rock Classics': {
    artists: ['Copper Owls', 'Rusty Lanterns', 'Dana Blackwood', 'The Gravel Kings'],
    albums: ['Iron Orchard', 'Lantern Highway', 'Blackwood Sessions', 'Crown of Gravel'],
    first: ['Thunder', 'Rusted', 'Midnight', 'Diesel', 'Granite', 'Wildfire', 'Outlaw', 'Copper'],
    second: ['Highway', 'Engine', 'Canyon', 'Railroad', 'Anthem', 'Jukebox'],
    label: 'Stoneyard Music',
  },
  'Chill Vibes': {
    artists: ['Lofi Harbor', 'Nami Reyes', 'Quiet Pines', 'Sol & Tide'],
    albums: ['Harbor Lights', 'Slow Tea', 'Pine Needle Radio', 'Low Tide Letters'],
    first: ['Sleepy', 'Drifting', 'Amber', 'Cloudy', 'Mellow', 'Hazy', 'Lazy', 'Misty'],
    second: ['Hammock', 'Rain Window', 'Teacup', 'Lagoon', 'Porch Light', 'Afternoon'],
    label: 'Driftwood Audio',
  },
  Electronic: {
    artists: ['Pixel Drift', 'NEONSYNTH', 'Kairo Flux', 'Voltage Garden'],
    albums: ['Drift Protocol', 'Grid of Neon', 'Flux Capacity', 'Garden Circuits'],
    first: ['Binary', 'Neon', 'Quantum', 'Laser', 'Chrome', 'Hyper', 'Pulse', 'Vector'],
    second: ['Circuit', 'Mainframe', 'Afterglow', 'Hologram', 'Overdrive', 'Signal'],
    label: 'Circuit Bloom',
  },
  'Morning Energy': {
    artists: ['Rise & Run', 'Clara Dawnfield', 'The Early Birds Club', 'Tempo Tomas'],
    albums: ['First Light Laps', 'Dawnfield', 'Worm Catchers', 'Tempo Up'],
    first: ['Sunrise', 'Golden', 'Espresso', 'Skyward', 'Jumpstart', 'Citrus', 'Bright', 'Early'],
    second: ['Sprint', 'Wake-Up Call', 'Rooftop', 'Stride', 'Breakfast Club', 'Kickoff'],
    label: 'Daybreak Tunes',
  },
  'Evening Mood': {
    artists: ['Velvet Dusk', 'Ines Marlowe', 'Streetlamp Trio', 'Noor Ellison'],
    albums: ['Dusk Velvet', 'Marlowe Nights', 'Lamplight Standards', 'After Nine'],
    first: ['Twilight', 'Candlelit', 'Indigo', 'Moonlit', 'Quiet', 'Starlit', 'Smoky', 'Silver'],
    second: ['Boulevard', 'Lounge', 'Serenade', 'Balcony', 'Nightcap', 'Lullaby'],
    label: 'Lamplight Records',
  },
};

export const SONGS_PER_MOOD = 22;
const CHART_TAGS = ['Trending', 'New Releases', 'Top Charts', 'Fan Favorites'] as const;

function songNames(mood: Mood, count: number): string[] {
  const { first, second } = WORDS[mood];
  const rand = mulberry32(MOODS.indexOf(mood) + 101);
  const combos = first.flatMap((a) => second.map((b) => `${a} ${b}`));
  for (let i = combos.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [combos[i], combos[j]] = [combos[j]!, combos[i]!];
  }
  return combos.slice(0, count);
}

/** The built-in library: six moods of 22 songs, four artists per mood with one album each. */
export function createGeneratedLibrary(): Library {
  const tracks: LibraryTrack[] = [];
  const artists: LibraryArtist[] = [];
  const albums: LibraryAlbum[] = [];
  const playlists: LibraryPlaylist[] = [];

  MOODS.forEach((mood, moodIndex) => {
    const words = WORDS[mood];
    const rand = mulberry32(moodIndex * 7919 + 13);
    const moodArtists = words.artists.map((name, i) => {
      const artist: LibraryArtist = {
        id: makeId(`artist:${name}`),
        name,
        followerCount: Math.floor(2_000 + rand() * 900_000),
        bio: `${name} makes ${mood.toLowerCase()} music for Reelbeat's built-in library.`,
        cover: { kind: 'svg', title: name, subtitle: 'Artist', seed: moodIndex * 10 + i, mood },
      };
      artists.push(artist);
      return artist;
    });
    const moodAlbums = words.albums.map((name, i) => {
      const year = 2012 + Math.floor(rand() * 14);
      const album: LibraryAlbum = {
        id: makeId(`album:${name}`),
        name,
        artistIds: [moodArtists[i]!.id],
        year,
        trackIds: [],
        cover: {
          kind: 'svg',
          title: name,
          subtitle: words.artists[i]!,
          seed: moodIndex * 10 + i,
          mood,
        },
      };
      albums.push(album);
      return album;
    });

    songNames(mood, SONGS_PER_MOOD).forEach((name, n) => {
      const albumIndex = n % 4;
      const album = moodAlbums[albumIndex]!;
      const artistIds = [moodArtists[albumIndex]!.id];
      // Every seventh song is a duet, so artist lists of more than one name exist.
      if (n % 7 === 3) artistIds.push(moodArtists[(albumIndex + 1) % 4]!.id);
      const id = makeId(`song:${mood}:${name}`);
      const seed = moodIndex * 1000 + n;
      const seconds = 20 + Math.floor(mulberry32(seed)() * 41);
      const year = CHART_TAGS[n % 5] === 'New Releases' ? 2025 : (album.year ?? 2020);
      const month = String(1 + (n % 12)).padStart(2, '0');
      tracks.push({
        id,
        name,
        artistIds,
        albumId: album.id,
        year,
        releaseDate: `${year}-${month}-${String(1 + ((n * 3) % 28)).padStart(2, '0')}`,
        duration: seconds,
        playCount: Math.floor(10_000 + rand() * 5_000_000),
        language: 'english',
        label: words.label,
        tags: n % 5 < 4 ? [mood, CHART_TAGS[n % 5]!] : [mood],
        audio: { kind: 'synth', seed, mood, seconds },
        cover: { kind: 'svg', title: name, subtitle: words.artists[albumIndex]!, seed, mood },
        // Two songs a mood are marked explicit, as the real service marks some, so a kids
        // profile has songs to hide.
        explicit: n % 11 === 1,
      });
      album.trackIds.push(id);
    });

    const moodTrackIds = tracks.filter((t) => t.tags.includes(mood)).map((t) => t.id);
    playlists.push({
      id: makeId(`playlist:${mood}`),
      name: `${mood} Mix`,
      description: `A Reelbeat selection of ${mood.toLowerCase()}.`,
      trackIds: moodTrackIds,
      cover: { kind: 'svg', title: `${mood} Mix`, subtitle: 'Playlist', seed: moodIndex, mood },
    });
  });

  const extra: [string, (t: LibraryTrack) => boolean][] = [
    ['Trending Now', (t) => t.tags.includes('Trending')],
    ['Fresh Releases', (t) => t.tags.includes('New Releases')],
    ['Reelbeat Top 50', (t) => t.tags.includes('Top Charts')],
  ];
  extra.forEach(([name, keep], i) => {
    playlists.push({
      id: makeId(`playlist:${name}`),
      name,
      description: `${name} across every mood of the built-in library.`,
      trackIds: tracks
        .filter(keep)
        .slice(0, 50)
        .map((t) => t.id),
      cover: { kind: 'svg', title: name, subtitle: 'Playlist', seed: 50 + i, mood: MOODS[i]! },
    });
  });

  return indexLibrary({ tracks, artists, albums, playlists });
}
