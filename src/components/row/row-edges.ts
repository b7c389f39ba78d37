/** Whether a row's track sits at its start and at its end. */
export interface Edges {
  start: boolean;
  end: boolean;
}

/**
 * A row's edges, kept outside React's state so that a scroll onto or off an edge renders only
 * the arrow it concerns. As the row's state it rendered the whole row with every item, and the
 * first step along a row in TV mode paid for that render for arrows TV mode does not even show.
 */
export interface EdgesStore {
  get(): Edges;
  /** Reads the edges off the track; a reading that changes neither edge tells no one. */
  read(track: HTMLElement): void;
  subscribe(listener: () => void): () => void;
}

export function createEdgesStore(): EdgesStore {
  let edges: Edges = { start: true, end: false };
  const listeners = new Set<() => void>();
  return {
    get: () => edges,
    read(track) {
      const start = track.scrollLeft <= 1;
      const end = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
      if (edges.start === start && edges.end === end) return;
      edges = { start, end };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
