/**
 * Every page of the app: its record's import, and its name in the list. A page is declared once,
 * in its feature's `*.page.ts` record; the router, the navigation, desktop presence, the pages'
 * words and index.html's list of each page's files are made from this list
 * (docs/architecture.md: "Adding a page").
 */
import { homePage } from '@/features/home/home.page';
import { titlePage } from '@/features/title/title.page';
import { watchPage } from '@/features/watch/watch.page';
import { searchPage } from '@/features/search/search.page';
import { libraryPage } from '@/features/library/library.page';
import { continuePage } from '@/features/library/continue.page';
import { historyPage } from '@/features/library/history.page';
import { favoritesPage } from '@/features/library/favorites.page';
import { trendingPage } from '@/features/browse/trending.page';
import { topRatedPage } from '@/features/browse/top-rated.page';
import { categoriesPage } from '@/features/browse/categories.page';
import { settingsPage } from '@/features/settings/settings.page';
import { downloadsPage } from '@/features/downloads/downloads.page';
import { aboutPage } from '@/features/about/about.page';
import { supportPage } from '@/features/support/support.page';
import { musicHomePage } from '@/features/music-library/music-home.page';
import { musicSearchPage } from '@/features/music-library/music-search.page';
import { musicLibraryPage } from '@/features/music-library/music-library.page';
import { likedSongsPage } from '@/features/music-library/liked-songs.page';
import { recentPage } from '@/features/music-library/recent.page';
import { playlistsPage } from '@/features/music-library/playlists/playlists.page';
import { playlistPage } from '@/features/music-library/playlists/playlist.page';
import { togetherPage } from '@/features/together/together.page';
import { profilesPage } from '@/features/profiles/profiles.page';
import { rewindPage } from '@/features/rewind/rewind.page';

export const PAGES = [
  homePage,
  titlePage,
  watchPage,
  searchPage,
  libraryPage,
  continuePage,
  historyPage,
  favoritesPage,
  trendingPage,
  topRatedPage,
  categoriesPage,
  settingsPage,
  downloadsPage,
  aboutPage,
  supportPage,
  musicHomePage,
  musicSearchPage,
  musicLibraryPage,
  likedSongsPage,
  recentPage,
  playlistsPage,
  playlistPage,
  togetherPage,
  profilesPage,
  rewindPage,
] as const;
