import { create } from 'zustand';
import type { Counts } from '../queue/outbox';

/** A title that left Watch History here (`movie:603`), with its name and the removal's stamp. */
export interface RemovedTitle {
  id: string;
  title: string;
  stamp: string;
}

/** What the tab shows besides the connections' records: items waiting, a pull under way. */
export interface ConnectionsStatus {
  waiting: Counts;
  pulling: boolean;
  /** Titles removed from Watch History here, waiting for "Remove on Trakt too?". */
  historyQuestion: RemovedTitle[];
}

export const useConnectionsStatus = create<ConnectionsStatus>(() => ({
  waiting: { trakt: 0, listenbrainz: 0 },
  pulling: false,
  historyQuestion: [],
}));
