import { useCallback, useEffect, useRef, useState } from 'react';

/** The room's address (a hash route, like every page's): `#/together/{room}`. */
export const roomPath = (room: string) => `/together/${room}`;

export const inviteUrl = (room: string) =>
  `${location.origin}${location.pathname}#${roomPath(room)}`;

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** Copies text and says so ('copied' or 'failed') for two seconds. */
export function useCopy() {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    let next: CopyStatus = 'copied';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      next = 'failed';
    }
    setStatus(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus('idle'), 2000);
  }, []);
  return { status, copy };
}

/** The name this tab last used in a room, offered again (kept in memory only). */
let lastName = '';
export const rememberedName = () => lastName;
export const rememberName = (name: string) => {
  lastName = name;
};
