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
