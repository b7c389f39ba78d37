import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { disconnect } from '../disconnect';
import { useConnectionsStatus } from '../model/status-store';
import { startConnections } from '../runtime';
import { servicesConfig, type ServicesConfig } from '../services/services-config';
import { HistoryChoiceField } from './history-choice';
import { UnmatchedList } from './pull-lists';
import { ListenBrainzSection } from './listenbrainz-section';
import { TraktSection } from './trakt-section';
import { useConnections } from './use-connections';

/** Settings → Connections: Trakt and ListenBrainz, per profile. */
export function ConnectionsPanel() {
  const t = useT();
  const { trakt, listenBrainz, unmatched, historyChoice } = useConnections();
  const status = useConnectionsStatus();
  const [config, setConfig] = useState<ServicesConfig | null>(null);
  const [runtime] = useState(startConnections);
  useEffect(() => {
    void servicesConfig().then(setConfig, () => undefined);
  }, []);
  const sendNow = () => void runtime.outbox.flush({ force: true });
  return (
    <>
      <p>{t('connections.intro')}</p>
      <TraktSection
        configured={config ? config.trakt.configured : null}
        connection={trakt}
        waiting={status.waiting.trakt}
        pulling={status.pulling}
        onSend={sendNow}
        onDisconnect={() => void disconnect('trakt')}
      />
      {trakt ? <HistoryChoiceField choice={historyChoice} /> : null}
      {trakt ? <UnmatchedList items={unmatched} /> : null}
      <ListenBrainzSection
        apiUrl={config?.listenBrainz.apiUrl}
        connection={listenBrainz}
        waiting={status.waiting.listenbrainz}
        onSend={sendNow}
        onDisconnect={() => void disconnect('listenbrainz')}
      />
    </>
  );
}
