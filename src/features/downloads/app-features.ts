import { Film, Library, ListMusic, Music, ShieldCheck, Tv, WifiOff, Zap } from 'lucide-react';

/** The feature cards shown under each app on the Downloads page. */
export const APP_SECTIONS = {
  streaming: {
    heading: 'Streaming app',
    intro: 'Movies, TV series and anime from six sources, without ads, in a window of its own.',
    features: [
      { icon: ShieldCheck, title: 'Ad-free playback', text: 'Pop-ups from players are blocked.' },
      { icon: Film, title: 'Six sources', text: 'Switch servers when one does not play.' },
      {
        icon: Library,
        title: 'Your library',
        text: 'Library, favourites and history stay on device.',
      },
      {
        icon: Tv,
        title: 'Pick up where you left',
        text: 'Continue Watching remembers the episode.',
      },
    ],
  },
  music: {
    heading: 'Music app',
    intro: 'Songs, playlists and your queue, always a click away.',
    features: [
      { icon: Music, title: 'Millions of songs', text: 'Search songs, artists and albums.' },
      { icon: ListMusic, title: 'Playlists', text: 'Create, import and export playlists.' },
      { icon: WifiOff, title: 'Offline list', text: 'Keep favourite songs in Downloads.' },
      { icon: Zap, title: 'Light and fast', text: 'Starts quickly and stays out of the way.' },
    ],
  },
} as const;
