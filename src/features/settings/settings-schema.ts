import { z } from 'zod/mini';
import { PLAYER_SERVER_IDS } from '../../config/players';
import { LOCALES, REGIONS } from '@/lib/i18n/locales';

/**
 * Reading B's fields and options with reading A's defaults where A names the field; the
 * built-in theme supplies the accent (#e50914). Fields the page does not show are kept so a
 * value written by another build survives, but nothing here is shown unless it does something.
 */
export const FONT_SIZES = ['small', 'medium', 'large', 'extra-large'] as const;
export const FONT_FAMILIES = ['Inter', 'Roboto', 'Open Sans', 'Poppins', 'Montserrat'] as const;
export const BORDER_RADII = ['none', 'small', 'medium', 'large'] as const;
export const GRID_SIZES = ['small', 'medium', 'large'] as const;
// The interface languages and catalogue regions are the i18n library's (it loads their messages).
export { LOCALES as LANGUAGES, REGIONS } from '@/lib/i18n/locales';
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const CACHE_SIZES = ['500MB', '1GB', '2GB', '5GB'] as const;

export const SLIDER_RANGES = {
  volume: { min: 0, max: 100, step: 1 },
  maxConcurrentStreams: { min: 1, max: 5, step: 1 },
  networkTimeout: { min: 10, max: 60, step: 1 },
  retryAttempts: { min: 1, max: 10, step: 1 },
  // Player recovery (watch feature): seconds before a silent server counts as not responding.
  fallbackSeconds: { min: 5, max: 60, step: 1 },
} as const;

const ranged = (name: keyof typeof SLIDER_RANGES) =>
  z.number().check(z.int(), z.gte(SLIDER_RANGES[name].min), z.lte(SLIDER_RANGES[name].max));

export const settingsShape = {
  theme: z.enum(['dark', 'light']),
  accentColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  fontSize: z.enum(FONT_SIZES),
  fontFamily: z.enum(FONT_FAMILIES),
  borderRadius: z.enum(BORDER_RADII),
  animations: z.boolean(),
  transparency: z.boolean(),
  compactMode: z.boolean(),
  autoplay: z.boolean(),
  autoplayTrailer: z.boolean(),
  muteTrailers: z.boolean(),
  defaultQuality: z.enum(['auto', '1080p', '720p', '480p']),
  subtitles: z.boolean(),
  subtitleSize: z.enum(['small', 'medium', 'large']),
  subtitleColor: z.string(),
  volume: ranged('volume'),
  playbackSpeed: z.union(PLAYBACK_SPEEDS.map((s) => z.literal(s))),
  skipIntro: z.boolean(),
  skipCredits: z.boolean(),
  autoNext: z.boolean(),
  defaultServer: z.enum(PLAYER_SERVER_IDS),
  unsandboxedServers: z.array(z.enum(PLAYER_SERVER_IDS)),
  adultContent: z.boolean(),
  language: z.enum(LOCALES),
  region: z.enum(REGIONS),
  showSpoilers: z.boolean(),
  contentRating: z.enum(['all', 'g', 'pg', 'pg13', 'r']),
  sidebarCollapsed: z.boolean(),
  showThumbnails: z.boolean(),
  gridSize: z.enum(GRID_SIZES),
  showRatings: z.boolean(),
  showYear: z.boolean(),
  showGenres: z.boolean(),
  notifications: z.boolean(),
  newEpisodes: z.boolean(),
  recommendations: z.boolean(),
  updates: z.boolean(),
  trackWatching: z.boolean(),
  incognitoMode: z.boolean(),
  shareData: z.boolean(),
  analytics: z.boolean(),
  hardwareAcceleration: z.boolean(),
  preloadContent: z.boolean(),
  cacheSize: z.enum(CACHE_SIZES),
  maxConcurrentStreams: ranged('maxConcurrentStreams'),
  networkTimeout: ranged('networkTimeout'),
  retryAttempts: ranged('retryAttempts'),
  betaFeatures: z.boolean(),
  debugMode: z.boolean(),
  developerMode: z.boolean(),
  // Player recovery (watch feature README). defaultServerChosen is set when the viewer picks a
  // default server in Settings: until then the player starts on embedapi (spec 4).
  defaultServerChosen: z.boolean(),
  fallbackSeconds: ranged('fallbackSeconds'),
  autoSwitchServers: z.boolean(),
};

export const settingsSchema = z.object(settingsShape);
export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const BUILT_IN_ACCENT = '#e50914';

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  theme: 'dark',
  accentColor: BUILT_IN_ACCENT,
  fontSize: 'medium',
  fontFamily: 'Inter',
  borderRadius: 'medium',
  animations: true,
  transparency: true,
  compactMode: false,
  autoplay: true,
  autoplayTrailer: true,
  muteTrailers: true,
  defaultQuality: 'auto',
  subtitles: false,
  subtitleSize: 'medium',
  subtitleColor: '#ffffff',
  volume: 80,
  playbackSpeed: 1,
  skipIntro: false,
  skipCredits: false,
  autoNext: true,
  defaultServer: 'void',
  unsandboxedServers: [],
  adultContent: false,
  language: 'en',
  region: 'US',
  showSpoilers: false,
  contentRating: 'all',
  sidebarCollapsed: false,
  showThumbnails: true,
  gridSize: 'medium',
  showRatings: true,
  showYear: true,
  showGenres: true,
  notifications: false,
  newEpisodes: false,
  recommendations: true,
  updates: false,
  trackWatching: true,
  incognitoMode: false,
  shareData: false,
  analytics: false,
  hardwareAcceleration: true,
  preloadContent: false,
  cacheSize: '1GB',
  maxConcurrentStreams: 1,
  networkTimeout: 15,
  retryAttempts: 3,
  betaFeatures: false,
  debugMode: false,
  developerMode: false,
  defaultServerChosen: false,
  fallbackSeconds: 12,
  autoSwitchServers: true,
} satisfies Settings);

/** Stored settings are a partial object merged over the defaults (spec 3). */
export const storedSettingsSchema = z.pipe(
  z.partial(settingsSchema),
  z.transform((stored): Settings => ({ ...DEFAULT_SETTINGS, ...stripUndefined(stored) })),
);

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
