import { useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import type { PlayerServerId } from '@shared/config/players';
import { CeilingGate } from './components/ceiling-gate';
import { NoSource } from './components/no-source';
import { WatchHeader } from './components/watch-header';
import { WatchSession } from './components/watch-session';
import { titleKey } from './player-memory';
import { parseWatchPath, type WatchRequest } from './watch-params';
import styles from './watch.module.css';

/** Every `/watch/...` and `/player/...` route of the table. */
export default function WatchRoute() {
  const { pathname } = useLocation();
  const t = useT();
  const request: WatchRequest = parseWatchPath(pathname) ?? {
    prefix: 'watch',
    type: '',
    id: '',
    target: null,
  };
  const target = request.target;
  // A server chosen on a title stays for its episodes (each gets a fresh session), not for
  // other titles: the choice is kept with the title it was made on.
  const [choice, setChoice] = useState<{ title: string; server: PlayerServerId } | null>(null);
  const title = target ? titleKey(target) : '';
  const server = choice?.title === title ? choice.server : null;

  usePageTitle(target ? null : t('watch.noSource.heading'));

  if (!target) {
    return (
      <div className={styles.page}>
        <WatchHeader />
        <NoSource request={request} headingLevel={1} />
      </div>
    );
  }
  return (
    <CeilingGate target={target}>
      <WatchSession
        key={`${target.type}/${target.id}/${target.season}/${target.episode}`}
        request={request}
        target={target}
        chosenServer={server}
        onChooseServer={(id) => setChoice({ title, server: id })}
      />
    </CeilingGate>
  );
}
