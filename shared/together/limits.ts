/**
 * The numbers a room lives by, shared by the server and the browser (README: "Limits"). Plain
 * data, so the server imports it without the browser's code.
 */
export const TOGETHER_PATH = '/api/together';

/** The largest message a member may send, in bytes of its UTF-8 JSON text. */
export const MAX_MESSAGE_BYTES = 2048;
/** Past this the socket itself is closed (1009): no one sends that much by mistake. */
export const MAX_FRAME_BYTES = 16 * 1024;
export const MAX_MEMBERS = 20;
/** Rooms one server process owns at most; past it, new rooms are refused (`full`). */
export const MAX_ROOMS = 5000;
/**
 * Room sockets one client address may hold open at once (two full rooms and their invite
 * pages), and open: a burst of this many, then this many a second. Past either, 429.
 */
export const SOCKETS_PER_ADDRESS = 50;
export const SOCKET_BURST_PER_ADDRESS = 50;
export const SOCKETS_PER_SECOND_PER_ADDRESS = 2;
/**
 * Rooms one client address may own at once. A room lives on for 10 minutes after its host left,
 * so past this a new room ends the address's oldest room where no one is connected, and with
 * none such it is refused (`rate`).
 */
export const ROOMS_PER_ADDRESS = 3;
/** Token bucket per member: a burst of this many messages… */
export const RATE_BURST = 10;
/** …refilled at this many a second. */
export const RATE_PER_SECOND = 5;
/** A member who keeps flooding after this many refusals in a row is disconnected. */
export const MAX_REFUSALS_IN_A_ROW = 40;

export const NAME_MAX = 40;
export const CHAT_MAX = 300;
/** Lines of chat a member who joins or comes back sees; nothing outlives the room. */
export const CHAT_KEPT = 30;
/** The shared part of a music queue: song ids around the current one. */
export const QUEUE_WINDOW = 40;
export const QUEUE_BEFORE = 5;
export const TEXT_MAX = 200;

/** Random bytes of a room id and of every token (>= 128 bits), written in base64url. */
export const SECRET_BYTES = 18;
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{24}$/;
export const MEMBER_ID_PATTERN = /^[A-Za-z0-9_-]{8}$/;

/** A dropped member may come back to the same room and place within this time. */
export const RESUME_WINDOW_MS = 30_000;
/** A room ends this long after its last host left… */
export const HOST_GONE_MS = 10 * 60_000;
/** …and at the latest this long after it began. */
export const MAX_ROOM_MS = 12 * 60 * 60_000;
/** The server pings every socket this often; one that has not answered by the next is closed. */
export const HEARTBEAT_MS = 15_000;

export const REACTIONS = ['👍', '❤️', '😂', '😮', '👏', '🔥'] as const;
export type Reaction = (typeof REACTIONS)[number];

/** WebSocket close codes of the room protocol (4000-4999 are the application's). */
export const CLOSE = {
  removed: 4003,
  ended: 4004,
  flooding: 4008,
} as const;
