import { useEffect, useState } from 'react';
import {
  connections,
  readHistoryChoice,
  readListenBrainz,
  readTrakt,
  readUnmatched,
} from '../model/connection-records';

const snapshot = () => ({
  trakt: readTrakt(),
  listenBrainz: readListenBrainz(),
  unmatched: readUnmatched(),
  historyChoice: readHistoryChoice(),
});

/** The profile's connections, kept in step with their records (this tab or another). */
export function useConnections() {
  const [state, setState] = useState(snapshot);
  useEffect(() => connections().subscribe(() => setState(snapshot())), []);
  return state;
}
