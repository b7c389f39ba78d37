/**
 * A hybrid logical clock: every change to a personal record carries a stamp from it, and the
 * newer stamp wins a merge. A stamp is fixed-width text, so stamps compare as plain strings:
 *
 *   `<wall ms, base36, 9>-<counter, base36, 4>-<node: device id (8) + tab id (4)>`
 *   e.g. `0m3xk2a1c-0000-k3j2h4g5a1b2`
 *
 * The wall part never goes back: a stamp is above every stamp this clock made or observed
 * before (`observe` takes in the stamps of other tabs and devices). So a device whose clock runs
 * ahead wins only until someone who has seen its change edits the record again: their stamp is
 * then higher, whatever their own clock says.
 */
export const WALL_WIDTH = 9;
export const COUNTER_WIDTH = 4;
export const NODE_WIDTH = 12;
const MAX_COUNTER = 36 ** COUNTER_WIDTH - 1;
/** Wall times past this (year 2100) are not believed: such a stamp is refused as malformed. */
export const MAX_WALL = Date.UTC(2100, 0, 1);

const STAMP = /^[0-9a-z]{9}-[0-9a-z]{4}-[0-9a-z]{12}$/;

export interface StampParts {
  wall: number;
  counter: number;
  node: string;
}

export function isStamp(value: unknown): value is string {
  return typeof value === 'string' && STAMP.test(value) && parseStamp(value).wall <= MAX_WALL;
}

export function parseStamp(stamp: string): StampParts {
  return {
    wall: parseInt(stamp.slice(0, WALL_WIDTH), 36),
    counter: parseInt(stamp.slice(WALL_WIDTH + 1, WALL_WIDTH + 1 + COUNTER_WIDTH), 36),
    node: stamp.slice(WALL_WIDTH + COUNTER_WIDTH + 2),
  };
}

export function formatStamp({ wall, counter, node }: StampParts): string {
  return `${wall.toString(36).padStart(WALL_WIDTH, '0')}-${counter
    .toString(36)
    .padStart(COUNTER_WIDTH, '0')}-${node}`;
}

/** The lowest stamp of a wall time: every stamp made at or after `ms` is above it. */
export const stampAt = (ms: number) =>
  formatStamp({ wall: Math.max(0, Math.floor(ms)), counter: 0, node: '0'.repeat(NODE_WIDTH) });

export interface Clock {
  /** A new stamp, above every stamp made or observed so far. */
  now(): string;
  /** Takes in another writer's stamp, so this clock's next stamps are above it. */
  observe(stamp: string): void;
  /** The highest stamp made or observed. */
  last(): string;
}

export interface ClockOptions {
  node: string;
  physical?: () => number;
  /** The highest stamp a previous page of this device made or observed, if kept. */
  start?: string | null;
  /** Called when the clock moves ahead of the physical time (to keep it across reloads). */
  onAhead?: (stamp: string) => void;
}

export function createClock({ node, physical = Date.now, start, onAhead }: ClockOptions): Clock {
  if (node.length !== NODE_WIDTH) throw new Error(`A clock node is ${NODE_WIDTH} characters`);
  let wall = 0;
  let counter = 0;
  if (start && isStamp(start)) ({ wall, counter } = parseStamp(start));

  const advance = (remoteWall: number, remoteCounter: number) => {
    const phys = physical();
    const before = wall;
    const top = Math.max(before, remoteWall, phys);
    if (top === before && top === remoteWall) counter = Math.max(counter, remoteCounter) + 1;
    else if (top === before) counter += 1;
    else if (top === remoteWall) counter = remoteCounter + 1;
    else counter = 0;
    wall = top;
    if (counter > MAX_COUNTER) {
      // So many stamps in one millisecond of logical time: move on to the next one.
      wall += 1;
      counter = 0;
    }
    if (wall > phys) onAhead?.(formatStamp({ wall, counter, node }));
  };

  return {
    now() {
      advance(-1, 0);
      return formatStamp({ wall, counter, node });
    },
    observe(stamp) {
      if (!isStamp(stamp)) return;
      const remote = parseStamp(stamp);
      if (remote.wall < wall || (remote.wall === wall && remote.counter < counter)) return;
      advance(remote.wall, remote.counter);
    },
    last: () => formatStamp({ wall, counter, node }),
  };
}
