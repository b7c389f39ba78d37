import { useEffect, useState } from 'react';
import { useSetting } from '@/lib/settings';

/**
 * Television browsers by their user agent: Samsung (Tizen), LG (Web0S/webOS), other smart TVs,
 * Android TV and Fire TV ("AFT…" models), Chromecast (CrKey) and the consoles. The list is
 * features/tv/README.md's.
 */
export const TV_AGENT = /Tizen|Web[0O]S|SMART-?TV|Android TV|\bAFT[A-Z]|CrKey|PlayStation|Xbox/i;

/**
 * `#/?tv=1` (a TV's bookmark) turns TV mode on for the rest of the visit, reloads included,
 * until TV mode is chosen in Settings (which forgets it: `forgetTvVisit`).
 */
export function askedThisVisit(): boolean {
  try {
    if (/[?&]tv=1\b/.test(location.hash)) sessionStorage.tv = '1';
    return sessionStorage.tv === '1';
  } catch {
    return false;
  }
}

/** Whether the browser lists a connected gamepad (where a policy forbids the API: no). */
function padShown(): boolean {
  try {
    return navigator.getGamepads?.().some(Boolean) ?? false;
  } catch {
    return false;
  }
}

/**
 * Whether TV mode is on: Settings → Appearance → TV mode, where Auto means a television's
 * browser or a gamepad connected in this visit. Marks `<html data-tv>` for the TV styles. The
 * TV code itself (features/tv) loads only when this is true.
 */
export function useTvMode(): boolean {
  const setting = useSetting('tvMode');
  const [pad, setPad] = useState(false);
  const on =
    askedThisVisit() ||
    setting === 'on' ||
    (setting === 'auto' && (pad || TV_AGENT.test(navigator.userAgent)));
  useEffect(() => {
    if (setting !== 'auto' || pad) return;
    const connected = () => setPad(true);
    // A browser announces a pad once, at its first press in the visit: one pressed while
    // Reelbeat loaded, or while TV mode was not on Auto, is only seen in the list it keeps.
    if (padShown()) {
      connected();
      return;
    }
    addEventListener('gamepadconnected', connected);
    return () => removeEventListener('gamepadconnected', connected);
  }, [setting, pad]);
  useEffect(() => {
    document.documentElement.toggleAttribute('data-tv', on);
  }, [on]);
  return on;
}
