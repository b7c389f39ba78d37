import { startTransition, useEffect, useState } from 'react';
import { whenQuiet } from '@/lib/startup';

/**
 * False until a quiet idle moment after mounting (`whenQuiet`: not in the middle of a fling or
 * a run of key presses), then true (rendered in a transition, so a key pressed meanwhile is
 * answered first). What it gates is built then instead of in the key that shows it.
 */
export function useBuiltAhead(): boolean {
  const [built, setBuilt] = useState(false);
  useEffect(() => whenQuiet(() => startTransition(() => setBuilt(true))), []);
  return built;
}
