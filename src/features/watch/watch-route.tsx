import { useState } from 'react';
import { useLocation } from 'react-router';
import type { PlayerServerId } from '../../config/players';
import { NoSource } from './components/no-source';
import { WatchSession } from './components/watch-session';
import { parseWatchPath, type WatchRequest } from './watch-params';
import styles from './watch.module.css';

/** Every `/watch/...` and `/player/...` route of the table. */
export default function WatchRoute() {
  const { pathname } = useLocation();
  const request: WatchRequest = parseWatchPath(pathname) ?? {
    prefix: 'watch',
    type: '',
    id: '',
    target: null,
  };
  // The chosen server outlives episode changes; each episode gets a fresh session.
  const [server, setServer] = useState<PlayerServerId | null>(null);
  const target = request.target;

  if (!target) {
    return (
      <div className={styles.page}>
        <NoSource request={request} />
      </div>
    );
  }
  return (
    <WatchSession
      key={`${target.type}/${target.id}/${target.season}/${target.episode}`}
      request={request}
      target={target}
      chosenServer={server}
      onChooseServer={setServer}
    />
  );
}
