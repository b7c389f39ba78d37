import type { VideoMedia } from '@shared/together/messages';

/** A playback event of the embedded player (the void server's PLAYER_EVENT shape). */
export interface VideoEvent {
  event: string;
  currentTime: number;
  duration: number;
}

/**
 * What the watch page gives a room about its embedded player: what it shows, how far Reelbeat
 * can follow it, its events, and the few things the page can do to it.
 */
export interface VideoBridge {
  media: VideoMedia;
  /**
   * 'controlled': the player takes play, pause and seek (Reelbeat's demo player); 'reports': it
   * reports progress but takes no commands; 'none': it reports nothing.
   */
  capability: 'controlled' | 'reports' | 'none';
  /** Whether this server's address takes a start time (then "Jump to" reloads it there). */
  takesStartTime: boolean;
  subscribe(listener: (event: VideoEvent) => void): () => void;
  /** Where the player was by its last report (paused at 0 before any). */
  lastKnown(): { playing: boolean; position: number };
  command(command: 'play' | 'pause' | 'seek', time?: number): void;
  reloadAt(seconds: number): void;
  /** Opens another title, episode or server (following the room). */
  go(media: VideoMedia): void;
}
