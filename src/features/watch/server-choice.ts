import type { PlayerServerConfig } from '@shared/config/config-schema';
import type { PlayerServerId } from '@shared/config/players';
import { FALLBACK_SERVER } from './servers';

export type ServerStatus = 'up' | 'down' | 'unknown';
export type StatusOf = (id: PlayerServerId) => ServerStatus;

const RANK: Record<ServerStatus, number> = { up: 0, unknown: 1, down: 2 };

/**
 * The player's default: the server chosen in Settings once the viewer chose one, else
 * embedapi, the player's own default (the Settings field's default `void` is only what the field shows).
 */
export function preferredServer(settings: {
  defaultServer: PlayerServerId;
  defaultServerChosen: boolean;
}): PlayerServerId {
  return settings.defaultServerChosen ? settings.defaultServer : FALLBACK_SERVER;
}

/**
 * Working servers first (up, then not yet checked, then down; configured order within each),
 * with the default first while it is not known to be down.
 */
export function orderServers(
  offered: readonly PlayerServerConfig[],
  statusOf: StatusOf,
  preferred: PlayerServerId,
): PlayerServerConfig[] {
  const sorted = [...offered].sort((a, b) => RANK[statusOf(a.id)] - RANK[statusOf(b.id)]);
  const index = sorted.findIndex((s) => s.id === preferred);
  if (index > 0 && statusOf(preferred) !== 'down') {
    const [first] = sorted.splice(index, 1);
    if (first) sorted.unshift(first);
  }
  return sorted;
}

/**
 * The automatic choice: the server remembered for this title, else the default, else the
 * first working one; never one the server knows is down (undefined when all are).
 */
export function initialServer(
  ordered: readonly PlayerServerConfig[],
  statusOf: StatusOf,
  candidates: readonly (PlayerServerId | null | undefined)[],
): PlayerServerConfig | undefined {
  const usable = ordered.filter((s) => statusOf(s.id) !== 'down');
  for (const id of candidates) {
    const found = usable.find((s) => s.id === id);
    if (found) return found;
  }
  return usable[0];
}

/** The next server to try after `current` failed: working, not failed yet, in display order. */
export function nextWorking(
  ordered: readonly PlayerServerConfig[],
  statusOf: StatusOf,
  failed: ReadonlySet<PlayerServerId>,
  current: PlayerServerId | undefined,
): PlayerServerConfig | undefined {
  return ordered.find((s) => s.id !== current && !failed.has(s.id) && statusOf(s.id) !== 'down');
}
