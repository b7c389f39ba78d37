import { useEffect, useState } from 'react';
import { whenPageSettled } from '@/lib/startup/page-settled';

export { loadWhenOnline } from '@/lib/startup/load-when-online';

/**
 * True once the page's first screen is in (`whenPageSettled`): the shell's extras (the service
 * worker, the update notice, the keyboard) wait for it, so they do not hold up the page's data
 * and images.
 */
export function useShellSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  return settled;
}
