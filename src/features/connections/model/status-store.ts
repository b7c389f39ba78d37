import { create } from 'zustand';
import type { Counts } from '../queue/outbox';

/** What the tab shows besides the connections' records: items waiting, a pull under way. */
export interface ConnectionsStatus {
  waiting: Counts;
  pulling: boolean;
  /** Titles removed from Watch History here, waiting for "remove on Trakt too?" (`movie:603`). */
  historyQuestions: { id: string; title: string }[];
}

export const useConnectionsStatus = create<ConnectionsStatus>(() => ({
  waiting: { trakt: 0, listenbrainz: 0 },
  pulling: false,
  historyQuestions: [],
}));
