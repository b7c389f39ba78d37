import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { connections, type ListenBrainzConnection } from '../model/connection-records';
import { validateToken } from '../services/listenbrainz-api';
import styles from './connections.module.css';
import { ServiceState, Waiting } from './service-state';

interface Props {
  /** Where ListenBrainz is; null: this server does not offer it; undefined: not known yet. */
  apiUrl: string | null | undefined;
  connection: ListenBrainzConnection | null;
  waiting: number;
  onSend: () => void;
  onDisconnect: () => void;
}

/** ListenBrainz: the user's token, checked with the service before it is saved. */
export function ListenBrainzSection({ apiUrl, connection, waiting, onSend, onDisconnect }: Props) {
  const t = useT();
  const inputId = useId();
  const [token, setToken] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<'invalid' | 'unreachable' | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!apiUrl || !token.trim()) return;
    setChecking(true);
    setError(null);
    const check = await validateToken(apiUrl, token.trim());
    setChecking(false);
    if (!check.valid) return setError(check.reason);
    connections().put('listenbrainz', {
      state: 'connected',
      user: check.user,
      token: token.trim(),
    });
    setToken('');
  };
  const asking = typeof apiUrl === 'string' && (!connection || connection.state === 'reconnect');
  return (
    <section className={styles.service} aria-labelledby="connections-listenbrainz">
      <h3 id="connections-listenbrainz" className={styles.heading}>
        {t('connections.listenBrainz.name')}
      </h3>
      <p className={styles.note}>{t('connections.listenBrainz.description')}</p>
      <ServiceState connection={connection} waiting={waiting} />
      {apiUrl === null ? (
        <p className={styles.note}>{t('connections.listenBrainz.notConfigured')}</p>
      ) : null}
      <Waiting count={waiting} onSend={onSend} />
      {asking ? (
        <form className={styles.row} onSubmit={(e) => void submit(e)}>
          <label htmlFor={inputId} className={styles.note}>
            {t('connections.listenBrainz.tokenLabel')}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
            aria-invalid={error === 'invalid' || undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          <Button type="submit" variant="primary" disabled={checking || !token.trim()}>
            {connection ? t('connections.reconnect') : t('connections.connect')}
          </Button>
        </form>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error === 'invalid'
            ? t('connections.listenBrainz.invalid')
            : t('connections.listenBrainz.unreachable')}
        </p>
      ) : null}
      {connection ? (
        <div className={styles.row}>
          <Button variant="danger" onClick={onDisconnect}>
            {t('connections.disconnect')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
