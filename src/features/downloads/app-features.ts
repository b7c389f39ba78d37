import { Film, Library, ListMusic, Music, ShieldCheck, Tv, WifiOff, Zap } from 'lucide-react';
import { msg } from '@/lib/i18n';

/** The feature cards shown under each app on the Downloads page (message ids). */
export const APP_SECTIONS = {
  streaming: {
    heading: msg('downloads.streaming.heading'),
    intro: msg('downloads.streaming.intro'),
    features: [
      {
        icon: ShieldCheck,
        title: msg('downloads.streaming.adFree'),
        text: msg('downloads.streaming.adFreeText'),
      },
      {
        icon: Film,
        title: msg('downloads.streaming.sources'),
        text: msg('downloads.streaming.sourcesText'),
      },
      {
        icon: Library,
        title: msg('downloads.streaming.library'),
        text: msg('downloads.streaming.libraryText'),
      },
      {
        icon: Tv,
        title: msg('downloads.streaming.resume'),
        text: msg('downloads.streaming.resumeText'),
      },
    ],
  },
  music: {
    heading: msg('downloads.music.heading'),
    intro: msg('downloads.music.intro'),
    features: [
      { icon: Music, title: msg('downloads.music.songs'), text: msg('downloads.music.songsText') },
      {
        icon: ListMusic,
        title: msg('downloads.music.playlists'),
        text: msg('downloads.music.playlistsText'),
      },
      {
        icon: WifiOff,
        title: msg('downloads.music.offline'),
        text: msg('downloads.music.offlineText'),
      },
      { icon: Zap, title: msg('downloads.music.light'), text: msg('downloads.music.lightText') },
    ],
  },
} as const;
