/** The one object the desktop shell's preload exposes (DESIGN.md, "The desktop bridge"). */
export interface PresenceActivity {
  details: string;
  state?: string;
  startedAt?: number;
}

export interface ReelbeatBridge {
  window: {
    minimize(): void;
    /** Maximises, or restores when already maximised. */
    maximize(): void;
    close(): void;
    isMaximized(): Promise<boolean>;
    /** Returns an unsubscribe function. */
    onMaximizedChange(listener: (maximized: boolean) => void): () => void;
  };
  presence: {
    set(activity: PresenceActivity): Promise<void>;
    clear(): Promise<void>;
  };
  /**
   * Shell settings that must be known before the window exists (read at the next start).
   * Optional, so a bridge with only DESIGN.md's two namespaces still satisfies the type.
   */
  settings?: {
    setHardwareAcceleration(enabled: boolean): Promise<void>;
  };
}

declare global {
  interface Window {
    reelbeat?: ReelbeatBridge;
  }
}
