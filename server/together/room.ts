import {
  CHAT_KEPT,
  CLOSE,
  HOST_GONE_MS,
  MAX_MEMBERS,
  MAX_ROOM_MS,
  RESUME_WINDOW_MS,
} from '../../shared/together/limits.ts';
import type {
  ChatLine,
  ClientMessage,
  EndReason,
  ErrorCode,
  Media,
  Playback,
  Preview,
  RoomState,
  ServerMessage,
} from '../../shared/together/messages.ts';
import { cleanText } from '../../shared/together/text.ts';
import { randomMemberId, randomSecret, sameSecret } from './secrets.ts';

/** A member's connection, wherever it is (this process, or another through the bus). */
export interface Link {
  send(text: string): void;
  close(code: number): void;
}

interface MemberEntry {
  id: string;
  name: string;
  token: string;
  link: Link | null;
  joinedAt: number;
  offlineSince: number | null;
}

export interface RoomEvents {
  /** The room has a new id (after a removal); the old one no longer admits anyone. */
  moved(room: Room, oldId: string): void;
  ended(room: Room): void;
}

export type Entry = { member: string } | { error: ErrorCode };

/** How far from the server's clock a member's `at` may be before the server's time is used. */
const MAX_CLOCK_SKEW_MS = 10_000;

const encode = (message: ServerMessage) => JSON.stringify(message);

/**
 * One room's state and rules (README: "Rooms"). Kept in memory only; time is passed in, so the
 * rules are tested without waiting. The host's powers need the host key, which only the host's
 * connection was given; removed members' tokens are remembered and the room's id changes, so
 * neither the old token nor the old link lets them back in.
 */
export class Room {
  id: string;
  readonly createdAt: number;
  private hostId = '';
  private hostKey = randomSecret();
  private hostGoneSince: number | null = null;
  private everyone = false;
  private readonly members = new Map<string, MemberEntry>();
  private readonly removedTokens = new Set<string>();
  private chat: ChatLine[] = [];
  private endedReason: EndReason | null = null;

  constructor(
    private media: Media,
    private playback: Playback,
    private readonly now: () => number,
    private readonly events: RoomEvents,
  ) {
    this.id = randomSecret();
    this.createdAt = now();
  }

  get size() {
    return this.members.size;
  }

  get ended() {
    return this.endedReason !== null;
  }

  /** The creator: the room's first member and host. */
  open(name: string, link: Link): Entry {
    const entry = this.admit(name, link);
    this.hostId = entry.id;
    this.welcome(entry);
    return { member: entry.id };
  }

  join(name: string, link: Link): Entry {
    if (this.ended) return { error: 'not-found' };
    if (this.members.size >= MAX_MEMBERS) return { error: 'full' };
    const entry = this.admit(name, link);
    this.welcome(entry);
    this.broadcastState(entry.id);
    return { member: entry.id };
  }

  /** A member who dropped comes back with its token: same place, no joining again. */
  resume(token: string, link: Link): Entry {
    if ([...this.removedTokens].some((removed) => sameSecret(removed, token))) {
      return { error: 'removed' };
    }
    const entry = [...this.members.values()].find((m) => sameSecret(m.token, token));
    if (!entry || this.ended) return { error: 'not-found' };
    if (entry.link && entry.link !== link) entry.link.close(1000);
    entry.link = link;
    entry.offlineSince = null;
    if (entry.id === this.hostId) this.hostGoneSince = null;
    this.welcome(entry);
    this.broadcastState(entry.id);
    return { member: entry.id };
  }

  /** The member's connection is gone (not a leave): it may resume within the window. */
  drop(memberId: string, link: Link) {
    const entry = this.members.get(memberId);
    if (!entry || entry.link !== link) return;
    entry.link = null;
    entry.offlineSince = this.now();
    if (memberId === this.hostId) this.hostGoneSince = this.now();
    this.broadcastState();
  }

  /** A message of a member of this room, already validated. */
  receive(memberId: string, message: ClientMessage) {
    const from = this.members.get(memberId);
    if (!from || this.ended) return;
    switch (message.t) {
      case 'playback':
        if (!this.mayControl(memberId)) return this.refuse(from, 'forbidden');
        this.playback = this.onServerClock(message.playback);
        return this.broadcast({ t: 'playback', playback: this.playback, by: memberId }, memberId);
      case 'media':
        if (!this.mayControl(memberId)) return this.refuse(from, 'forbidden');
        this.media = message.media;
        this.playback = this.onServerClock(message.playback);
        return this.broadcastState();
      case 'react':
        return this.broadcast({ t: 'react', from: memberId, emoji: message.emoji });
      case 'chat': {
        const line = {
          from: memberId,
          name: from.name,
          text: cleanText(message.text),
          at: this.now(),
        };
        this.chat = [...this.chat.slice(1 - CHAT_KEPT), line];
        return this.broadcast({ t: 'chat', line });
      }
      case 'leave':
        return this.leave(memberId);
      case 'handover':
      case 'remove':
      case 'control':
      case 'end':
        if (memberId !== this.hostId || !sameSecret(message.key, this.hostKey)) {
          return this.refuse(from, 'forbidden');
        }
        return this.hostCommand(message);
      default:
        return this.refuse(from, 'invalid');
    }
  }

  /** Ends the room when its time is up; forgets members whose resume window has passed. */
  sweep() {
    if (this.ended) return;
    const now = this.now();
    if (now - this.createdAt >= MAX_ROOM_MS) return this.end('expired');
    if (this.hostGoneSince !== null && now - this.hostGoneSince >= HOST_GONE_MS) {
      return this.end('host-gone');
    }
    let changed = false;
    for (const entry of this.members.values()) {
      const gone = entry.offlineSince !== null && now - entry.offlineSince >= RESUME_WINDOW_MS;
      // The host's place is kept until the room ends, so a host can come back later.
      if (gone && entry.id !== this.hostId) {
        this.members.delete(entry.id);
        changed = true;
      }
    }
    if (changed) this.broadcastState();
  }

  end(reason: EndReason) {
    if (this.ended) return;
    this.endedReason = reason;
    const text = encode({ t: 'ended', reason });
    for (const entry of this.members.values()) {
      entry.link?.send(text);
      entry.link?.close(CLOSE.ended);
    }
    this.members.clear();
    this.chat = [];
    this.events.ended(this);
  }

  preview(): Preview {
    const { media } = this;
    return {
      kind: media.kind,
      title: media.title,
      artist: media.kind === 'music' ? media.artist : '',
      members: this.members.size,
    };
  }

  state(): RoomState {
    return {
      media: this.media,
      playback: this.playback,
      everyone: this.everyone,
      members: [...this.members.values()].map((m) => ({
        id: m.id,
        name: m.name,
        host: m.id === this.hostId,
        online: m.link !== null,
      })),
    };
  }

  private admit(name: string, link: Link): MemberEntry {
    const entry: MemberEntry = {
      id: randomMemberId(),
      name: cleanText(name),
      token: randomSecret(),
      link,
      joinedAt: this.now(),
      offlineSince: null,
    };
    this.members.set(entry.id, entry);
    return entry;
  }

  private welcome(entry: MemberEntry) {
    entry.link?.send(
      encode({
        t: 'welcome',
        room: this.id,
        you: entry.id,
        token: entry.token,
        ...(entry.id === this.hostId ? { key: this.hostKey } : {}),
        state: this.state(),
        chat: this.chat,
      }),
    );
  }

  private mayControl(memberId: string) {
    return memberId === this.hostId || this.everyone;
  }

  private onServerClock(playback: Playback): Playback {
    const now = this.now();
    return Math.abs(playback.at - now) > MAX_CLOCK_SKEW_MS ? { ...playback, at: now } : playback;
  }

  private hostCommand(message: Extract<ClientMessage, { key: string }>) {
    if (message.t === 'end') return this.end('ended');
    if (message.t === 'control') {
      this.everyone = message.everyone;
      return this.broadcastState();
    }
    const target = this.members.get(message.t === 'handover' ? message.to : message.member);
    if (!target || target.id === this.hostId) return;
    if (message.t === 'handover') return this.handOver(target);
    this.remove(target);
  }

  private handOver(to: MemberEntry) {
    this.hostId = to.id;
    this.hostKey = randomSecret();
    this.hostGoneSince = to.link ? null : (to.offlineSince ?? this.now());
    to.link?.send(encode({ t: 'key', key: this.hostKey }));
    this.broadcastState();
  }

  private remove(entry: MemberEntry) {
    this.removedTokens.add(entry.token);
    this.members.delete(entry.id);
    entry.link?.send(encode({ t: 'removed' }));
    entry.link?.close(CLOSE.removed);
    // The link the removed member holds stops working: everyone else moves to a new id.
    const oldId = this.id;
    this.id = randomSecret();
    this.broadcast({ t: 'moved', room: this.id });
    this.events.moved(this, oldId);
    this.broadcastState();
  }

  private leave(memberId: string) {
    const entry = this.members.get(memberId);
    if (!entry) return;
    this.members.delete(memberId);
    entry.link?.close(1000);
    if (memberId === this.hostId) {
      // Hosting passes to whoever has been here longest; alone, the host's leaving ends it.
      const next = [...this.members.values()].sort((a, b) => a.joinedAt - b.joinedAt)[0];
      if (!next) return this.end('ended');
      return this.handOver(next);
    }
    this.broadcastState();
  }

  private refuse(entry: MemberEntry, code: ErrorCode) {
    entry.link?.send(encode({ t: 'error', code }));
  }

  private broadcastState(except?: string) {
    this.broadcast({ t: 'state', state: this.state() }, except);
  }

  private broadcast(message: ServerMessage, except?: string) {
    const text = encode(message);
    for (const entry of this.members.values()) {
      if (entry.id !== except) entry.link?.send(text);
    }
  }
}
