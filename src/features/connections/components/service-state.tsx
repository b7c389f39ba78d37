import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { useOnline } from '@/lib/use-online';
import type { ConnectionState } from '../model/connection-records';
import styles from './connections.module.css';

/** A service's state in words: Not connected, Connected as …, Reconnect needed, Offline — n waiting. */
export function ServiceState({
  connection,
  waiting,
}: {
  connection: { state: ConnectionState; user: string } | null;
  waiting: number;
}) {
  const t = useT();
  const online = useOnline();
  let words: string;
  if (!connection) words = t('connections.state.notConnected');
  else if (connection.state === 'reconnect') words = t('connections.state.reconnect');
  else if (!online && waiting > 0) words = t('connections.state.offline', { count: waiting });
  else words = t('connections.state.connected', { name: connection.user });
  return (
    <p className={styles.state} role="status" data-state={connection?.state ?? 'none'}>
      {words}
    </p>
  );
}

/** How many items wait to be sent, and "Send now". */
export function Waiting({ count, onSend }: { count: number; onSend: () => void }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <div className={styles.row}>
      <p className={styles.note}>{t('connections.waiting', { count })}</p>
      <Button size="sm" onClick={onSend}>
        {t('connections.sendNow')}
      </Button>
    </div>
  );
}
