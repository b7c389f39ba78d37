import type { PlayerServerConfig } from '@shared/config/config-schema';
import type { PlayerServerId } from '@shared/config/players';
import type { WatchType } from './embed-urls';

/** The player's own default, whatever Settings' field shows; Settings may choose another. */
export const FALLBACK_SERVER: PlayerServerId = 'embedapi';

/** Servers offered for this type, in configured order (banki is movies only). */
export function serversFor(players: readonly PlayerServerConfig[], type: WatchType) {
  return players.filter((server) => type === 'movie' || !server.moviesOnly);
}

/** The settings' default when it is offered for this type, else embedapi, else the first. */
export function defaultServerFor(
  offered: readonly PlayerServerConfig[],
  preferred: PlayerServerId,
): PlayerServerConfig | undefined {
  return (
    offered.find((s) => s.id === preferred) ??
    offered.find((s) => s.id === FALLBACK_SERVER) ??
    offered[0]
  );
}

/** Origins whose window messages the player accepts: void's host, and this page for the demo. */
export function trustedMessageOrigins(
  players: readonly PlayerServerConfig[],
  pageOrigin: string,
): Set<string> {
  const origins = new Set<string>();
  const voidServer = players.find((s) => s.id === 'void');
  if (voidServer?.origin) origins.add(new URL(voidServer.origin).origin);
  if (players.some((s) => s.origin === null)) origins.add(pageOrigin);
  return origins;
}
