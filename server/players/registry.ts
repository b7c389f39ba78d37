import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { parsePlayersFile, type PlayersTable } from './players-file.ts';

export interface PlayersState {
  /** Goes up each time a new list is applied. */
  revision: number;
  table: PlayersTable;
}

export interface RegistryOptions {
  /** PLAYERS_FILE; null means every server is the demo player and nothing is watched. */
  path: string | null;
  /** How often the file's modification time is polled (fs.watchFile survives editors' renames). */
  pollMs?: number;
  /** Quiet time after a change before the file is read, so a half-written file is not seen. */
  debounceMs?: number;
  log?: (line: string) => void;
}

const sameTable = (a: PlayersTable, b: PlayersTable) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The server list in force. Read at start; then the file is watched: a valid new file is
 * applied (new page loads and the CSP follow it), an invalid one keeps the last good list and
 * logs one line naming the problem.
 */
export function createPlayersRegistry(options: RegistryOptions) {
  const { path } = options;
  const log = options.log ?? ((line: string) => console.error(line));
  const listeners = new Set<(state: PlayersState) => void>();
  let state: PlayersState = {
    revision: 1,
    table: path ? parsePlayersFile(readFileSync(path, 'utf8')) : {},
  };
  let debounce: ReturnType<typeof setTimeout> | null = null;
  let watching = false;

  function reload() {
    if (!path) return;
    let table: PlayersTable;
    try {
      table = parsePlayersFile(readFileSync(path, 'utf8'));
    } catch (error) {
      log(
        `reelbeat: PLAYERS_FILE ${path} ${(error as Error).message}; keeping the last good server list`,
      );
      return;
    }
    if (sameTable(table, state.table)) return;
    state = { revision: state.revision + 1, table };
    log(`reelbeat: PLAYERS_FILE ${path} applied (${Object.keys(table).length} servers configured)`);
    for (const listener of listeners) listener(state);
  }

  const onChange = () => {
    if (debounce) clearTimeout(debounce);
    debounce = setTimeout(reload, options.debounceMs ?? 150);
    debounce.unref?.();
  };

  return {
    current: () => state,
    subscribe(listener: (state: PlayersState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload,
    watch() {
      if (!path || watching) return;
      watching = true;
      watchFile(path, { interval: options.pollMs ?? 500, persistent: false }, onChange);
    },
    close() {
      if (debounce) clearTimeout(debounce);
      if (path && watching) unwatchFile(path, onChange);
      watching = false;
    },
  };
}

export type PlayersRegistry = ReturnType<typeof createPlayersRegistry>;
