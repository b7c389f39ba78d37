import { msg } from '@/lib/i18n';
import { Film, Heart, Languages, Library, Music, ShieldCheck } from 'lucide-react';

/** The About page's fixed texts (stats, features, credits), as message ids. */
export const ABOUT_STATS = [
  { value: '10K+', label: msg('about.stats.moviesShows') },
  { value: '1M+', label: msg('about.stats.songs') },
  { value: '6', label: msg('about.stats.sources') },
  { value: '100%', label: msg('about.stats.adFree') },
] as const;

export const ABOUT_FEATURES = [
  {
    icon: Film,
    title: msg('about.features.video.title'),
    text: msg('about.features.video.text'),
  },
  {
    icon: ShieldCheck,
    title: msg('about.features.adFree.title'),
    text: msg('about.features.adFree.text'),
  },
  {
    icon: Music,
    title: msg('about.features.music.title'),
    text: msg('about.features.music.text'),
  },
  {
    icon: Library,
    title: msg('about.features.library.title'),
    text: msg('about.features.library.text'),
  },
  {
    icon: Languages,
    title: msg('about.features.languages.title'),
    text: msg('about.features.languages.text'),
  },
  {
    icon: Heart,
    title: msg('about.features.free.title'),
    text: msg('about.features.free.text'),
  },
] as const;

export const TECHNOLOGIES = [
  { name: 'React', role: msg('about.tech.react') },
  { name: 'TypeScript', role: msg('about.tech.typescript') },
  { name: 'Vite', role: msg('about.tech.vite') },
  { name: 'TanStack Query', role: msg('about.tech.tanstackQuery') },
  { name: 'Zustand', role: msg('about.tech.zustand') },
  { name: 'Hono', role: msg('about.tech.hono') },
  { name: 'Electron', role: msg('about.tech.electron') },
  { name: 'TMDB', role: msg('about.tech.tmdb') },
] as const;
