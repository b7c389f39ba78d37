import { Button } from '@/components/button';
import { msg, useT } from '@/lib/i18n';
import type { TraktConnection } from '../model/connection-records';
import { useDeviceFlow } from '../trakt/device-flow';
import styles from './connections.module.css';
import { ServiceState, Waiting } from './service-state';

interface Props {
  configured: boolean | null;
  connection: TraktConnection | null;
  waiting: number;
  pulling: boolean;
  onSend: () => void;
  onDisconnect: () => void;
}

const FAILED = {
  denied: msg('connections.trakt.denied'),
  expired: msg('connections.trakt.expired'),
  unreachable: msg('connections.trakt.unreachable'),
} as const;

/** Trakt: its state, the device-code connection (with Cancel), Disconnect. */
export function TraktSection({
  configured,
  connection,
  waiting,
  pulling,
  onSend,
  onDisconnect,
}: Props) {
  const t = useT();
  const flow = useDeviceFlow();
  const { state } = flow;
  const connectable = configured === true && (!connection || connection.state === 'reconnect');
  return (
    <section className={styles.service} aria-labelledby="connections-trakt">
      <h3 id="connections-trakt" className={styles.heading}>
        {t('connections.trakt.name')}
      </h3>
      <p className={styles.note}>{t('connections.trakt.description')}</p>
      <ServiceState connection={connection} waiting={waiting} />
      {configured === false ? (
        <p className={styles.note}>{t('connections.trakt.notConfigured')}</p>
      ) : null}
      {state.step === 'code' ? (
        <div className={styles.code} aria-live="polite">
          <p className={styles.note}>{t('connections.trakt.enterCode')}</p>
          <p className={styles.userCode} data-testid="trakt-user-code">
            {state.code.userCode}
          </p>
          <a
            className={styles.link}
            href={state.code.verificationUrl}
            target="_blank"
            rel="noreferrer noopener"
          >
            {state.code.verificationUrl}
          </a>
          <p className={styles.note}>{t('connections.trakt.waitingApproval')}</p>
          <div className={styles.row}>
            <Button onClick={flow.cancel}>{t('connections.cancel')}</Button>
          </div>
        </div>
      ) : null}
      {state.step === 'failed' ? (
        <p className={styles.error} role="alert">
          {t(FAILED[state.reason])}
        </p>
      ) : null}
      {pulling ? <p className={styles.note}>{t('connections.trakt.pulling')}</p> : null}
      <Waiting count={waiting} onSend={onSend} />
      <div className={styles.row}>
        {connectable && state.step !== 'code' ? (
          <Button variant="primary" onClick={flow.start} disabled={state.step === 'starting'}>
            {connection ? t('connections.reconnect') : t('connections.connect')}
          </Button>
        ) : null}
        {connection ? (
          <Button variant="danger" onClick={onDisconnect}>
            {t('connections.disconnect')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
