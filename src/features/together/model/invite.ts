import { SECRET_PATTERN } from '@shared/together/limits';

/** The room's address (a hash route, like every page's): `#/together/{room}`. */
export const roomPath = (room: string) => `/together/${room}`;

export const inviteUrl = (room: string) =>
  `${location.origin}${location.pathname}#${roomPath(room)}`;

/** The name this tab last used in a room, offered again (kept in memory only). */
let lastName = '';
export const rememberedName = () => lastName;
export const rememberName = (name: string) => {
  lastName = name;
};

/** What a pasted invite names: this site's room, another site's link, or nothing usable. */
export type PastedInvite =
  { kind: 'room'; room: string } | { kind: 'elsewhere'; url: string } | { kind: 'invalid' };

const ROOM_IN_HASH = /^#\/together\/([^/?#]+)\/?$/;

/**
 * Reads what a person pasted into "Invite link": the whole link (`…#/together/{room}`), the
 * link's hash alone, or the room's id. A link to another address of Reelbeat is not opened here:
 * its room lives on that address's server.
 */
export function readInvite(pasted: string, here: Location = location): PastedInvite {
  const text = pasted.trim();
  if (SECRET_PATTERN.test(text)) return { kind: 'room', room: text };
  let url: URL;
  try {
    url = new URL(text.startsWith('#') ? here.origin + here.pathname + text : text);
  } catch {
    return { kind: 'invalid' };
  }
  const room = ROOM_IN_HASH.exec(url.hash)?.[1];
  if (!room || !SECRET_PATTERN.test(room) || !/^https?:$/.test(url.protocol)) {
    return { kind: 'invalid' };
  }
  if (url.origin !== here.origin || url.pathname !== here.pathname) {
    return { kind: 'elsewhere', url: url.href };
  }
  return { kind: 'room', room };
}
