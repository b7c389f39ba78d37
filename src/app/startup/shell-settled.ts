import { startTransition, useEffect, useState } from 'react';
import { keepEarlyKeys } from '@/lib/startup/early-keys';
import { whenPageSettled } from '@/lib/startup/page-settled';

export { loadWhenOnline } from '@/lib/startup/load-when-online';

/**
 * True once the page's first screen is in (`whenPageSettled`), or at the first key pressed: the
 * shell's extras (the service worker, the update notice, the keyboard) wait for it, so they do
 * not hold up the page's data and images, but a key is not kept waiting (the keyboard takes the
 * keys pressed before it loaded, `takeEarlyKeys`).
 *
 * A key settles the shell in a transition: the extras' first render and its effects (the number
 * formatter, the personal data's start) come after that key's own paint instead of inside it. A
 * letter typed into Search as the page opens, or a language picked from its menu, waited for
 * them when it also rendered them.
 */
export function useShellSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const settle = () => setSettled(true);
    keepEarlyKeys(() => startTransition(settle));
    return whenPageSettled(settle);
  }, []);
  return settled;
}
