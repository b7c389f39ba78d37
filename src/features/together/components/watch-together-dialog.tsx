import { Dialog } from '@/components/dialog';
import { useT } from '@/lib/i18n';
import type { VideoBridge } from '../sync/video-bridge';
import { StartRoomForm } from './start-room-form';

/** "Watch together" on the player: the room starts with this title, episode, server and time. */
export default function WatchTogetherDialog({
  bridge,
  onClose,
}: {
  bridge: VideoBridge;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      title={t('together.start.video')}
      closeLabel={t('together.start.cancel')}
      onClose={onClose}
    >
      <StartRoomForm
        snapshot={() => ({
          media: bridge.media,
          playback: { ...bridge.lastKnown(), at: Date.now() },
        })}
        onStarted={onClose}
        onCancel={onClose}
      />
    </Dialog>
  );
}
