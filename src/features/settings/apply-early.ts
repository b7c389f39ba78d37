import { applySettings } from './apply-settings';
import { getSettings } from './settings.store';

/**
 * Called by main.tsx before the first render so a light theme or a larger font never flashes
 * the defaults first. Importing the store reads and applies the stored settings synchronously;
 * only the store, schema (zod/mini) and storage module load here, never page code.
 */
export function applyStoredSettingsEarly() {
  applySettings(getSettings());
}
