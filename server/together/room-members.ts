import { RESUME_WINDOW_MS } from '../../shared/together/limits.ts';
import type { ServerMessage } from '../../shared/together/messages.ts';
import { cleanText } from '../../shared/together/text.ts';
import { randomMemberId, randomSecret, sameSecret } from './secrets.ts';

/** A member's connection, wherever it is (this process, or another through the bus). */
export interface Link {
  send(text: string): void;
  close(code: number): void;
}

export interface MemberEntry {
  id: string;
  name: string;
  token: string;
  link: Link | null;
  joinedAt: number;
  offlineSince: number | null;
}

export const encode = (message: ServerMessage) => JSON.stringify(message);

/**
 * A room's members and their connections: who is in, and what reaches them. The room's rules
 * (who may do what, the host) stay in `Room`; this holds the roster it applies them to.
 */
export class RoomMembers {
  private readonly entries = new Map<string, MemberEntry>();

  get size() {
    return this.entries.size;
  }

  get(id: string) {
    return this.entries.get(id);
  }

  all() {
    return [...this.entries.values()];
  }

  admit(name: string, link: Link, now: number): MemberEntry {
    const entry: MemberEntry = {
      id: randomMemberId(),
      name: cleanText(name),
      token: randomSecret(),
      link,
      joinedAt: now,
      offlineSince: null,
    };
    this.entries.set(entry.id, entry);
    return entry;
  }

  delete(id: string) {
    this.entries.delete(id);
  }

  clear() {
    this.entries.clear();
  }

  /** Whether any member is connected (here, or on another instance). */
  anyConnected() {
    return this.all().some((m) => m.link !== null);
  }

  byToken(token: string) {
    return this.all().find((m) => sameSecret(m.token, token));
  }

  /** Whoever has been here longest, or undefined in an empty room. */
  oldest() {
    return this.all().sort((a, b) => a.joinedAt - b.joinedAt)[0];
  }

  /** Forgets the members whose resume window has passed, but `keep`; true when any went. */
  forgetGone(now: number, keep: string) {
    let changed = false;
    for (const entry of this.entries.values()) {
      const gone = entry.offlineSince !== null && now - entry.offlineSince >= RESUME_WINDOW_MS;
      if (gone && entry.id !== keep) {
        this.entries.delete(entry.id);
        changed = true;
      }
    }
    return changed;
  }

  /** Sends to every connected member but `except`. */
  send(message: ServerMessage, except?: string) {
    const text = encode(message);
    for (const entry of this.entries.values()) {
      if (entry.id !== except) entry.link?.send(text);
    }
  }
}
