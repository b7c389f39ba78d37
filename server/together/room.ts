import { CHAT_KEPT, CLOSE } from '../../shared/together/limits.ts';
import type { ClientMessage, EndReason, Media, Playback } from '../../shared/together/messages.ts';
import { cleanText } from '../../shared/together/text.ts';
import { RoomCore } from './room-core.ts';
import { encode, type MemberEntry } from './room-members.ts';
import { randomSecret, sameSecret } from './secrets.ts';

export type { Entry } from './room-core.ts';

export interface RoomEvents {
  /**
   * The room has a new id (after a removal); the old one no longer admits anyone. The members
   * hear of the new id once what this returns has settled: once other instances can reach it.
   */
  moved(room: Room, oldId: string): Promise<void> | void;
  ended(room: Room): void;
}

/**
 * One room's state and rules (README: "Rooms"). Kept in memory only; time is passed in, so the
 * rules are tested without waiting. The host's powers need the host key, which only the host's
 * connection was given; removed members' tokens are remembered and the room's id changes, so
 * neither the old token nor the old link lets them back in.
 */
export class Room extends RoomCore {
  constructor(
    media: Media,
    playback: Playback,
    now: () => number,
    private readonly events: RoomEvents,
  ) {
    super(media, playback, now);
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

  end(reason: EndReason) {
    if (this.ended) return;
    this.endedReason = reason;
    this.members.send({ t: 'ended', reason });
    for (const entry of this.members.all()) entry.link?.close(CLOSE.ended);
    this.members.clear();
    this.chat = [];
    this.events.ended(this);
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
    const reachable = this.events.moved(this, oldId);
    const announce = () => this.broadcast({ t: 'moved', room: this.id });
    if (reachable) void reachable.then(announce);
    else announce();
    this.broadcastState();
  }

  private leave(memberId: string) {
    const entry = this.members.get(memberId);
    if (!entry) return;
    this.members.delete(memberId);
    entry.link?.close(1000);
    if (memberId === this.hostId) {
      // Hosting passes to whoever has been here longest; alone, the host's leaving ends it.
      const next = this.members.oldest();
      if (!next) return this.end('ended');
      return this.handOver(next);
    }
    this.broadcastState();
  }
}
