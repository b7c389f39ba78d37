import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/startup';

/**
 * False until an idle moment after mounting, then true (rendered in a transition, so a key
 * pressed meanwhile is answered first). What it gates is built then instead of in the key
 * that shows it.
 */
export function useBuiltAhead(): boolean {
  const [built, setBuilt] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setBuilt(true))), []);
  return built;
}
