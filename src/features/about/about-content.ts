import { Film, Heart, Languages, Library, Music, ShieldCheck } from 'lucide-react';

/** The fixed texts of the About page (video-and-shell spec 2.14 and section 9). */
export const ABOUT_STATS = [
  { value: '10K+', label: 'Movies & Shows' },
  { value: '1M+', label: 'Songs' },
  { value: '6', label: 'Streaming Sources' },
  { value: '100%', label: 'Ad-Free' },
] as const;

export const ABOUT_FEATURES = [
  {
    icon: Film,
    title: 'Movies, TV & Anime',
    text: 'A large catalogue with details, seasons, cast and trailers.',
  },
  {
    icon: ShieldCheck,
    title: 'Ad-Free Streaming',
    text: 'Players run sandboxed, so pop-ups and redirects never reach you.',
  },
  {
    icon: Music,
    title: 'Music Section',
    text: 'Search songs, keep a queue, like tracks and build playlists.',
  },
  {
    icon: Library,
    title: 'Your Library',
    text: 'Library, favourites, history and progress, kept in your browser.',
  },
  {
    icon: Languages,
    title: 'Multi-Language',
    text: 'K-dramas, anime and dubbed sources including Hindi.',
  },
  {
    icon: Heart,
    title: 'Free Forever',
    text: 'No accounts, no subscriptions, no tracking of what you watch.',
  },
] as const;

export const TECHNOLOGIES = [
  { name: 'React', role: 'user interface' },
  { name: 'TypeScript', role: 'type-safe code from server to screen' },
  { name: 'Vite', role: 'fast builds and small bundles' },
  { name: 'TanStack Query', role: 'caching of catalogue and music data' },
  { name: 'Zustand', role: 'local state, stored in your browser' },
  { name: 'Hono', role: 'the small web server' },
  { name: 'Electron', role: 'the desktop app' },
  { name: 'TMDB', role: 'movie and TV metadata' },
] as const;
