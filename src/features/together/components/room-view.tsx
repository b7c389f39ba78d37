import type { ReactNode } from 'react';
import { useIsHost, useRoomId } from '../model/room.store';
import { Chat } from './chat';
import { InviteLink } from './invite-link';
import { MemberList } from './member-list';
import { Reactions } from './reactions';
import { RoomControls } from './room-controls';
import { RoomStatus } from './room-status';
import styles from './together.module.css';

/**
 * The room panel: the invite link (the host's to share; guests see it too, so anyone can pass
 * it on), the connection's and the player's state, reactions, who is there, chat and the room's
 * controls. `sync` is the media's own line (the video's "Jump to"), `header` what plays.
 */
export function RoomView({ header, sync }: { header?: ReactNode; sync?: ReactNode }) {
  const room = useRoomId();
  const isHost = useIsHost();
  if (!room) return null;
  return (
    <div className={styles.room}>
      {header}
      <RoomStatus />
      {sync}
      <Reactions />
      <div className={styles.columns}>
        <div className={styles.column}>
          {isHost ? <InviteLink room={room} /> : null}
          <MemberList />
          <RoomControls />
          {isHost ? null : <InviteLink room={room} />}
        </div>
        <div className={styles.column}>
          <Chat />
        </div>
      </div>
    </div>
  );
}
