import { useNavigate } from 'react-router';
import { syncedPlayback, usePlayerStore } from '@/features/music-player';
import { roomPath } from '../model/invite';
import { followMusicRooms } from '../sync/music-session';
import { mediaOfPlayer } from '../sync/music-media';
import StartRoomDialog from './start-room-dialog';

/**
 * "Listen together" in Now Playing: the room starts with the song that plays, where it is;
 * then the room's page opens with the invite link (Now Playing closes: `onStarted`).
 */
export default function ListenTogetherDialog({
  onClose,
  onStarted,
}: {
  onClose: () => void;
  onStarted: () => void;
}) {
  const navigate = useNavigate();
  return (
    <StartRoomDialog
      kind="music"
      snapshot={() => {
        const state = usePlayerStore.getState();
        const media = mediaOfPlayer(state);
        const position = syncedPlayback.position()?.seconds ?? state.currentTime;
        // Written on this tab's clock; the host restates it on the room's clock at once.
        const playback = { playing: state.isPlaying, position, at: Date.now() };
        return media ? { media, playback } : null;
      }}
      onStarted={(room) => {
        followMusicRooms();
        onStarted();
        navigate(roomPath(room));
      }}
      onClose={onClose}
    />
  );
}
