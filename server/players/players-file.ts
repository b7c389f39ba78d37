import { PLAYER_SERVER_IDS, type PlayerServerId } from '../../shared/config/players.ts';

/** A demo player that misbehaves on purpose, so the page's recovery can be tested offline. */
export type DemoFault =
  { kind: 'never-loads' } | { kind: 'no-events' } | { kind: 'ends-after'; seconds: number };

/** Where one server's embeds come from: a real host, or the built-in demo (origin null). */
export interface PlayerSource {
  origin: string | null;
  fault: DemoFault | null;
}

export type PlayersTable = Partial<Record<PlayerServerId, PlayerSource>>;

const isServerId = (id: string): id is PlayerServerId =>
  (PLAYER_SERVER_IDS as readonly string[]).includes(id);

function parseDemo(value: string): DemoFault | null | undefined {
  if (value === 'demo') return null;
  if (value === 'demo:never-loads') return { kind: 'never-loads' };
  if (value === 'demo:no-events') return { kind: 'no-events' };
  const ends = /^demo:ends-after=(\d{1,5})$/.exec(value);
  if (ends && Number(ends[1]) > 0) return { kind: 'ends-after', seconds: Number(ends[1]) };
  return undefined;
}

/** An http(s) origin, or undefined: the file may name nothing else (no file:, data:, ...). */
function httpOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
}

/**
 * PLAYERS_FILE is JSON mapping server ids to an origin URL ("https://player.example") or to
 * the demo player ("demo", "demo:never-loads", "demo:no-events", "demo:ends-after=5"), flat or
 * under "servers". Throws an Error naming the first problem.
 */
export function parsePlayersFile(text: string): PlayersTable {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`could not be read as JSON: ${(error as Error).message}`);
  }
  const map =
    raw && typeof raw === 'object' && 'servers' in raw
      ? (raw as { servers: unknown }).servers
      : raw;
  if (!map || typeof map !== 'object' || Array.isArray(map)) {
    throw new Error('must map server ids to origin URLs');
  }
  const table: PlayersTable = {};
  for (const [id, value] of Object.entries(map)) {
    if (!isServerId(id)) throw new Error(`names an unknown server "${id}"`);
    if (typeof value !== 'string') throw new Error('must map server ids to origin URLs');
    const fault = parseDemo(value);
    if (fault !== undefined) {
      table[id] = { origin: null, fault };
      continue;
    }
    const origin = httpOrigin(value);
    if (!origin) {
      throw new Error(`must map server ids to origin URLs (http or https), "${id}" is "${value}"`);
    }
    table[id] = { origin, fault: null };
  }
  return table;
}

/** The real hosts of a table (what the CSP's frame-src and the health checker see). */
export function originsOf(table: PlayersTable): Partial<Record<PlayerServerId, string>> {
  const origins: Partial<Record<PlayerServerId, string>> = {};
  for (const [id, source] of Object.entries(table) as [PlayerServerId, PlayerSource][]) {
    if (source.origin) origins[id] = source.origin;
  }
  return origins;
}
