import { lazy } from 'react';
import { withMessages } from '@/lib/i18n';

/**
 * Listening and watching together (README): what the watch page shows of a room. Only this
 * small index is part of the watch page's code; the room's code and words load when a room is
 * started or joined. The room's pages are `together.page.ts`.
 */
export const WatchTogetherDialog = lazy(() =>
  withMessages(['together'], import('./components/watch-together-dialog')),
);
export const VideoRoomPanel = lazy(() =>
  withMessages(['together'], import('./components/video-room-panel')),
);
export { useRoomMedia } from './model/room.store';
export type { VideoBridge, VideoEvent } from './sync/video-bridge';
export type { VideoMedia } from '@shared/together/messages';
