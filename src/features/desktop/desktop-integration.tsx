import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { ReelbeatBridge } from '../../lib/platform/bridge';
import {
  createPresence,
  setActivePresence,
  type ActivityOf,
  type PresenceController,
} from './presence';
import { watchMusic } from './watch-music';
import { isIncognito, watchShellSettings } from './watch-settings';

/**
 * Mounted by the layout only inside the desktop shell: keeps presence in step with the route,
 * the music player and incognito mode, and hands shell settings to the main process.
 */
export function DesktopIntegration({
  bridge,
  activityOf,
}: {
  bridge: ReelbeatBridge;
  activityOf: ActivityOf;
}) {
  const { pathname } = useLocation();
  const presence = useRef<PresenceController | null>(null);

  useEffect(() => {
    const controller = createPresence({ bridge, isIncognito, activityOf });
    presence.current = controller;
    setActivePresence(controller);
    const stopSettings = watchShellSettings(bridge, controller);
    const stopMusic = watchMusic(controller);
    return () => {
      stopSettings();
      stopMusic();
      controller.stop();
      setActivePresence(null);
      presence.current = null;
    };
  }, [bridge, activityOf]);

  useEffect(() => {
    presence.current?.setRoute(pathname);
  }, [pathname, bridge]);

  return null;
}
