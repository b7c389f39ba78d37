import type { ReelbeatBridge } from '../../lib/platform/bridge';
import { useSettingsStore } from '@/lib/settings';
import type { PresenceController } from './presence';

export const isIncognito = () => useSettingsStore.getState().settings.incognitoMode;

function saveHardwareAcceleration(bridge: ReelbeatBridge, enabled: boolean) {
  bridge.settings?.setHardwareAcceleration(enabled).catch((error: unknown) => {
    console.warn('[reelbeat] could not save the hardware acceleration setting:', error);
  });
}

/**
 * Passes the settings the shell cares about to it: incognito mode to presence, and hardware
 * acceleration to the main process, which applies it at the next start (Electron can only
 * switch it off before the app is ready).
 */
export function watchShellSettings(bridge: ReelbeatBridge, presence: PresenceController) {
  saveHardwareAcceleration(bridge, useSettingsStore.getState().settings.hardwareAcceleration);
  return useSettingsStore.subscribe((state, previous) => {
    const now = state.settings;
    const before = previous.settings;
    if (now.incognitoMode !== before.incognitoMode) presence.incognitoChanged();
    if (now.hardwareAcceleration !== before.hardwareAcceleration) {
      saveHardwareAcceleration(bridge, now.hardwareAcceleration);
    }
  });
}
