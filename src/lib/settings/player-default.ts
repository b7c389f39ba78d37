import type { PlayerServerId } from '@shared/config/players';

/**
 * The server the player starts with until the viewer chooses one in Settings: the product's
 * "default server embedapi". The stored `defaultServer` keeps reading A's `void` as its value,
 * but only counts once `defaultServerChosen` says the viewer picked it, so Settings → Player
 * and the player always name the same server.
 */
export const AUTOMATIC_SERVER: PlayerServerId = 'embedapi';

/** The server a title without a remembered one starts on: the viewer's choice, else automatic. */
export function preferredServer(settings: {
  defaultServer: PlayerServerId;
  defaultServerChosen: boolean;
}): PlayerServerId {
  return settings.defaultServerChosen ? settings.defaultServer : AUTOMATIC_SERVER;
}
