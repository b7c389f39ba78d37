import type { PresenceActivity } from '../../shared/desktop/reelbeat-bridge';

/** What the main process needs from a chat-app presence: small, so tests can substitute it. */
export interface PresenceService {
  set(activity: PresenceActivity): Promise<void>;
  clear(): Promise<void>;
  dispose(): Promise<void>;
}

export interface PresenceLogger {
  warn(message: string, ...details: unknown[]): void;
}

/** Used when no client id is configured: presence is simply off. */
export const noPresence: PresenceService = {
  set: async () => {},
  clear: async () => {},
  dispose: async () => {},
};
