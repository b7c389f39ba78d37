import { PLAYER_SERVER_IDS } from '@shared/config/players';
import { LOCALES, REGIONS } from '@shared/i18n/locales';
import { EQ_FREQUENCIES, EQ_GAIN_LIMIT_DB, EQ_PRESETS } from '@/lib/audio/eq-settings';
import {
  arrayOf,
  intBetween,
  isBoolean,
  isString,
  matching,
  oneOf,
  partialObjectSchema,
  type Checked,
} from '@/lib/storage';

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
export { LOCALES as LANGUAGES, REGIONS } from '@shared/i18n/locales';
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
export const CACHE_SIZES = ['500MB', '1GB', '2GB', '5GB'] as const;
/** TV mode (features/tv): auto is on for television browsers and once a gamepad connects. */
export const TV_MODES = ['auto', 'on', 'off'] as const;

export const SLIDER_RANGES = {
  volume: { min: 0, max: 100, step: 1 },
  maxConcurrentStreams: { min: 1, max: 5, step: 1 },
  networkTimeout: { min: 10, max: 60, step: 1 },
  retryAttempts: { min: 1, max: 10, step: 1 },
  // Player recovery (watch feature): seconds before a silent server counts as not responding.
  fallbackSeconds: { min: 5, max: 60, step: 1 },
  // Music (issue "hi-fi music"): 0 turns crossfade off.
  crossfadeSeconds: { min: 0, max: 12, step: 1 },
} as const;

/** The equaliser's presets as Settings stores them; 'custom' once a band is moved by hand. */
export const EQ_PRESET_NAMES = [
  ...(Object.keys(EQ_PRESETS) as (keyof typeof EQ_PRESETS)[]),
  'custom',
] as const;

const isGainDb = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= EQ_GAIN_LIMIT_DB;
const isEqBands = (v: unknown): v is number[] =>
  Array.isArray(v) && v.length === EQ_FREQUENCIES.length && v.every(isGainDb);

const ranged = (name: keyof typeof SLIDER_RANGES) =>
  intBetween(SLIDER_RANGES[name].min, SLIDER_RANGES[name].max);

/**
 * Each setting's check. Hand-written rather than a zod schema: settings are read before the
 * first paint, and the schema library would add more to it than all of this file.
 */
export const settingsShape = {
  theme: oneOf(['dark', 'light']),
  accentColor: matching(/^#[0-9a-fA-F]{6}$/),
  fontSize: oneOf(FONT_SIZES),
  fontFamily: oneOf(FONT_FAMILIES),
  borderRadius: oneOf(BORDER_RADII),
  animations: isBoolean,
  transparency: isBoolean,
  compactMode: isBoolean,
  autoplay: isBoolean,
  autoplayTrailer: isBoolean,
  muteTrailers: isBoolean,
  defaultQuality: oneOf(['auto', '1080p', '720p', '480p']),
  subtitles: isBoolean,
  subtitleSize: oneOf(['small', 'medium', 'large']),
  subtitleColor: isString,
  volume: ranged('volume'),
  playbackSpeed: oneOf(PLAYBACK_SPEEDS),
  skipIntro: isBoolean,
  skipCredits: isBoolean,
  autoNext: isBoolean,
  defaultServer: oneOf(PLAYER_SERVER_IDS),
  unsandboxedServers: arrayOf(oneOf(PLAYER_SERVER_IDS)),
  adultContent: isBoolean,
  language: oneOf(LOCALES),
  region: oneOf(REGIONS),
  showSpoilers: isBoolean,
  contentRating: oneOf(['all', 'g', 'pg', 'pg13', 'r']),
  sidebarCollapsed: isBoolean,
  showThumbnails: isBoolean,
  gridSize: oneOf(GRID_SIZES),
  showRatings: isBoolean,
  showYear: isBoolean,
  showGenres: isBoolean,
  notifications: isBoolean,
  newEpisodes: isBoolean,
  recommendations: isBoolean,
  updates: isBoolean,
  trackWatching: isBoolean,
  incognitoMode: isBoolean,
  shareData: isBoolean,
  analytics: isBoolean,
  hardwareAcceleration: isBoolean,
  preloadContent: isBoolean,
  cacheSize: oneOf(CACHE_SIZES),
  maxConcurrentStreams: ranged('maxConcurrentStreams'),
  networkTimeout: ranged('networkTimeout'),
  retryAttempts: ranged('retryAttempts'),
  betaFeatures: isBoolean,
  debugMode: isBoolean,
  developerMode: isBoolean,
  // Player recovery (watch feature README). defaultServerChosen is set when the viewer picks a
  // default server in Settings: until then the player starts on embedapi.
  defaultServerChosen: isBoolean,
  fallbackSeconds: ranged('fallbackSeconds'),
  autoSwitchServers: isBoolean,
  // Music audio chain (music-player engine): crossfade, loudness levelling, the equaliser.
  crossfadeSeconds: ranged('crossfadeSeconds'),
  loudnessLevelling: isBoolean,
  eqPreset: oneOf(EQ_PRESET_NAMES),
  eqBands: isEqBands,
  eqPreampDb: isGainDb,
  tvMode: oneOf(TV_MODES),
};

export type Settings = { [K in keyof typeof settingsShape]: Checked<(typeof settingsShape)[K]> };
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
  crossfadeSeconds: 0,
  loudnessLevelling: true,
  eqPreset: 'flat',
  eqBands: [...EQ_PRESETS.flat],
  eqPreampDb: 0,
  tvMode: 'auto',
} satisfies Settings);

/** Stored settings are a partial object merged over the defaults. */
export const storedSettingsSchema = partialObjectSchema(settingsShape, (stored): Settings => ({
  ...DEFAULT_SETTINGS,
  ...stored,
}));
