import { HOST_GONE_MS, MAX_MEMBERS, MAX_ROOM_MS } from '../../shared/together/limits.ts';
import type {
  ChatLine,
  EndReason,
  ErrorCode,
  Media,
  Playback,
  Preview,
  RoomState,
  ServerMessage,
} from '../../shared/together/messages.ts';
import { encode, RoomMembers, type Link, type MemberEntry } from './room-members.ts';
import { randomSecret, sameSecret } from './secrets.ts';

export type Entry = { member: string } | { error: ErrorCode };

/** How far from the server's clock a member's `at` may be before the server's time is used. */
const MAX_CLOCK_SKEW_MS = 10_000;

/**
 * What a room is and whom it lets in: its members, their places and connections, the state they
 * see, and its time running out. What members may ask of it is `Room`'s (room.ts); its ending
 * is there too, since only that side tells the hub.
 */
export abstract class RoomCore {
  id: string;
  readonly createdAt: number;
  protected hostId = '';
  protected hostKey = randomSecret();
  protected hostGoneSince: number | null = null;
  protected everyone = false;
  protected readonly members = new RoomMembers();
  protected readonly removedTokens = new Set<string>();
  protected chat: ChatLine[] = [];
  protected endedReason: EndReason | null = null;

  constructor(
    protected media: Media,
    protected playback: Playback,
    protected readonly now: () => number,
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

  /** No member is connected: the host and everyone else have dropped and not come back. */
  get deserted() {
    return !this.members.anyConnected();
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
    const entry = this.members.byToken(token);
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

  /** Ends the room when its time is up; forgets members whose resume window has passed. */
  sweep() {
    if (this.ended) return;
    const now = this.now();
    if (now - this.createdAt >= MAX_ROOM_MS) return this.end('expired');
    if (this.hostGoneSince !== null && now - this.hostGoneSince >= HOST_GONE_MS) {
      return this.end('host-gone');
    }
    // The host's place is kept until the room ends, so a host can come back later.
    if (this.members.forgetGone(now, this.hostId)) this.broadcastState();
  }

  abstract end(reason: EndReason): void;

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
      members: this.members.all().map((m) => ({
        id: m.id,
        name: m.name,
        host: m.id === this.hostId,
        online: m.link !== null,
      })),
    };
  }

  private admit(name: string, link: Link): MemberEntry {
    return this.members.admit(name, link, this.now());
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

  protected mayControl(memberId: string) {
    return memberId === this.hostId || this.everyone;
  }

  protected onServerClock(playback: Playback): Playback {
    const now = this.now();
    return Math.abs(playback.at - now) > MAX_CLOCK_SKEW_MS ? { ...playback, at: now } : playback;
  }

  protected refuse(entry: MemberEntry, code: ErrorCode) {
    entry.link?.send(encode({ t: 'error', code }));
  }

  protected broadcastState(except?: string) {
    this.broadcast({ t: 'state', state: this.state() }, except);
  }

  protected broadcast(message: ServerMessage, except?: string) {
    this.members.send(message, except);
  }
}
