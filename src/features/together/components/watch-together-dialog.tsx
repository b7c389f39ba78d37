import type { VideoBridge } from '../sync/video-bridge';
import StartRoomDialog from './start-room-dialog';

/** "Watch together" on the player: the room starts with this title, episode, server and time. */
export default function WatchTogetherDialog({
  bridge,
  onClose,
}: {
  bridge: VideoBridge;
  onClose: () => void;
}) {
  return (
    <StartRoomDialog
      kind="video"
      snapshot={() => ({
        media: bridge.media,
        playback: { ...bridge.lastKnown(), at: Date.now() },
      })}
      onStarted={onClose}
      onClose={onClose}
    />
  );
}
