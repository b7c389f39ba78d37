import { setDebugLogging } from '../log';
import { setCatalogPreferences } from '../tmdb/preferences';
import { activateLocale, catalogLanguageTag } from '@/lib/i18n';
import { FONT_STACKS, loadFontFamily } from './fonts';
import type { Settings } from './settings-schema';

const FONT_SIZE_REM = { small: 0.9, medium: 1, large: 1.1, 'extra-large': 1.2 } as const;
const RADIUS_PX = { none: 0, small: 4, medium: 8, large: 12 } as const;

/** The page-wide tokens each setting sets, exactly. */
export function settingsTokens(settings: Settings): Record<string, string> {
  return {
    '--accent': settings.accentColor,
    '--font-size': `${FONT_SIZE_REM[settings.fontSize]}rem`,
    '--font-family': FONT_STACKS[settings.fontFamily],
    '--radius': `${RADIUS_PX[settings.borderRadius]}px`,
    '--transition-speed': settings.animations ? '0.3s' : '0s',
    '--transparency': settings.transparency ? '0.8' : '1',
    '--spacing': settings.compactMode ? '0.5rem' : '1rem',
  };
}

/** Only what must be right before the first paint: tokens and the theme class. */
export function applyVisualSettings(settings: Settings, doc: Document = document) {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(settingsTokens(settings))) {
    root.style.setProperty(name, value);
  }
  doc.body.classList.toggle('light-theme', settings.theme === 'light');
  root.dataset.gridSize = settings.gridSize;
}

/** Settings' content rating as the highest US certification shown (null: everything). */
export const CERTIFICATIONS: Record<Settings['contentRating'], string | null> = {
  all: null,
  g: 'G',
  pg: 'PG',
  pg13: 'PG-13',
  r: 'R',
};

/** Everything settings drive outside React: tokens, fonts, catalogue preferences, logging. */
export function applySettings(settings: Settings, doc: Document = document) {
  applyVisualSettings(settings, doc);
  void loadFontFamily(settings.fontFamily).catch(() => undefined);
  setCatalogPreferences({
    language: catalogLanguageTag(settings.language, settings.region),
    region: settings.region,
    includeAdult: settings.adultContent,
    timeoutMs: settings.networkTimeout * 1000,
    retries: settings.retryAttempts,
    certification: CERTIFICATIONS[settings.contentRating],
  });
  setDebugLogging(settings.debugMode);
  // The interface follows the language setting; main.tsx awaits the first activation.
  void activateLocale(settings.language, settings.region).catch(() => undefined);
}
