import { activateStartupLocale } from '@/lib/i18n';
import { getSettings } from './settings.store';

/**
 * Called by main.tsx before the first render so a light theme or a larger font never flashes
 * the defaults first. Importing the store reads and applies the stored settings synchronously
 * (once: applying them again here was a cost on every page's start); only
 * the store, schema (zod/mini) and storage module load here, never page code. The returned
 * promise settles when the interface language is ready.
 */
export function applyStoredSettingsEarly(): Promise<void> {
  const settings = getSettings();
  // The chosen language's messages start downloading with the entry; the first render waits
  // for them, so a German reader never sees a frame of English.
  return activateStartupLocale(settings.language, settings.region);
}
