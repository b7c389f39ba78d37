import { z } from 'zod/mini';
import {
  CHAT_MAX,
  MEMBER_ID_PATTERN,
  NAME_MAX,
  QUEUE_WINDOW,
  REACTIONS,
  SECRET_PATTERN,
  TEXT_MAX,
} from './limits.ts';
import { cleanText } from './text.ts';

/**
 * Every message of a room, both ways, as zod schemas: the server parses what members send and
 * the browser parses what the server sends, so nothing unchecked crosses either boundary.
 */
const secret = z.string().check(z.regex(SECRET_PATTERN));
const memberId = z.string().check(z.regex(MEMBER_ID_PATTERN));
const finite = z.number().check(z.refine(Number.isFinite));
/** Text that is still something once cleaned (README: names and chat are plain text). */
const text = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((value) => cleanText(value).length > 0),
  );
const shortText = z.string().check(z.maxLength(TEXT_MAX));

/** Where the shared media is: `position` seconds at `at` (ms on the server's clock). */
export const playbackSchema = z.object({
  playing: z.boolean(),
  position: finite.check(z.gte(0), z.lte(1e6)),
  at: finite.check(z.gte(0)),
});
export type Playback = z.infer<typeof playbackSchema>;

const songId = z.string().check(z.minLength(1), z.maxLength(64));

export const musicMediaSchema = z.object({
  kind: z.literal('music'),
  /** The shared part of the queue (ids), and where in it the current song is. */
  songs: z.array(songId).check(z.minLength(1), z.maxLength(QUEUE_WINDOW)),
  index: z.int().check(z.gte(0), z.lt(QUEUE_WINDOW)),
  title: shortText,
  artist: shortText,
  shuffle: z.boolean(),
});
export type MusicMedia = z.infer<typeof musicMediaSchema>;

export const videoMediaSchema = z.object({
  kind: z.literal('video'),
  type: z.enum(['movie', 'tv', 'anime']),
  id: z.int().check(z.gt(0)),
  season: z.int().check(z.gte(0), z.lte(10_000)),
  episode: z.int().check(z.gte(0), z.lte(100_000)),
  server: z.string().check(z.regex(/^[a-z]{1,24}$/)),
  title: shortText,
});
export type VideoMedia = z.infer<typeof videoMediaSchema>;

export const mediaSchema = z.discriminatedUnion('kind', [musicMediaSchema, videoMediaSchema]);
export type Media = z.infer<typeof mediaSchema>;

const name = text(NAME_MAX);
const reaction = z.enum(REACTIONS);

/** What a member sends. Host powers carry the host key (`key`) only the host's tab holds. */
export const clientMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('create'), name, media: mediaSchema, playback: playbackSchema }),
  z.object({ t: z.literal('join'), room: secret, name }),
  z.object({ t: z.literal('resume'), room: secret, token: secret }),
  z.object({ t: z.literal('peek'), room: secret }),
  z.object({ t: z.literal('time'), c: finite }),
  z.object({ t: z.literal('playback'), playback: playbackSchema }),
  z.object({ t: z.literal('media'), media: mediaSchema, playback: playbackSchema }),
  z.object({ t: z.literal('react'), emoji: reaction }),
  z.object({ t: z.literal('chat'), text: text(CHAT_MAX) }),
  z.object({ t: z.literal('handover'), key: secret, to: memberId }),
  z.object({ t: z.literal('remove'), key: secret, member: memberId }),
  z.object({ t: z.literal('control'), key: secret, everyone: z.boolean() }),
  z.object({ t: z.literal('end'), key: secret }),
  z.object({ t: z.literal('leave') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const memberSchema = z.object({
  id: memberId,
  name: z.string().check(z.maxLength(NAME_MAX)),
  host: z.boolean(),
  online: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const roomStateSchema = z.object({
  media: mediaSchema,
  playback: playbackSchema,
  members: z.array(memberSchema),
  everyone: z.boolean(),
});
export type RoomState = z.infer<typeof roomStateSchema>;

export const chatLineSchema = z.object({
  from: memberId,
  name: z.string().check(z.maxLength(NAME_MAX)),
  text: z.string().check(z.maxLength(CHAT_MAX)),
  at: finite,
});
export type ChatLine = z.infer<typeof chatLineSchema>;

/** What the invite page shows before joining: what plays, and how many are there. */
export const previewSchema = z.object({
  kind: z.enum(['music', 'video']),
  title: shortText,
  artist: shortText,
  members: z.int().check(z.gte(0)),
});
export type Preview = z.infer<typeof previewSchema>;

export const ERROR_CODES = [
  'invalid',
  'too-big',
  'rate',
  'not-found',
  'full',
  'removed',
  'forbidden',
  'not-in-room',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const END_REASONS = ['ended', 'host-gone', 'expired'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** What the server sends. */
export const serverMessageSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('welcome'),
    room: secret,
    you: memberId,
    token: secret,
    key: z.optional(secret),
    state: roomStateSchema,
    chat: z.array(chatLineSchema),
  }),
  z.object({ t: z.literal('state'), state: roomStateSchema }),
  z.object({ t: z.literal('preview'), preview: previewSchema }),
  z.object({ t: z.literal('playback'), playback: playbackSchema, by: memberId }),
  z.object({ t: z.literal('time'), c: finite, s: finite }),
  z.object({ t: z.literal('react'), from: memberId, emoji: reaction }),
  z.object({ t: z.literal('chat'), line: chatLineSchema }),
  z.object({ t: z.literal('key'), key: secret }),
  z.object({ t: z.literal('moved'), room: secret }),
  z.object({ t: z.literal('error'), code: z.enum(ERROR_CODES) }),
  z.object({ t: z.literal('ended'), reason: z.enum(END_REASONS) }),
  z.object({ t: z.literal('removed') }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
