import { lazy } from 'react';
import { withMessages } from '@/lib/i18n';

/**
 * Listening and watching together (README). Only this small index is part of the music
 * player's and the watch page's code; the rooms' code and words load when a room is started
 * or joined.
 */
export const ListenTogetherDialog = lazy(() =>
  withMessages(['together', 'music'], import('./components/listen-together-dialog')),
);
export const WatchTogetherDialog = lazy(() =>
  withMessages(['together'], import('./components/watch-together-dialog')),
);
export const VideoRoomPanel = lazy(() =>
  withMessages(['together'], import('./components/video-room-panel')),
);
export { useRoomId, useRoomMedia } from './model/room-store';
export { roomPath } from './model/invite';
export type { VideoBridge, VideoEvent } from './sync/video-bridge';
export type { VideoMedia } from './protocol/messages';
