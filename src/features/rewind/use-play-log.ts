import { useEffect, useState } from 'react';
import { readPlayLog, type PlayLog } from '@/lib/storage/play-log';

/** The profile's play log, read once when the page opens (null while it is being read). */
export function usePlayLog(): PlayLog | null {
  const [log, setLog] = useState<PlayLog | null>(null);
  useEffect(() => {
    let live = true;
    void readPlayLog()
      .catch(() => ({ video: [], song: [] }))
      .then((read) => {
        if (live) setLog(read);
      });
    return () => {
      live = false;
    };
  }, []);
  return log;
}
