import { Button } from '@/components/button';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/dialog';
import { useT } from '@/lib/i18n';
import { fromBase64url } from '../crypto/base64url';
import { newSyncKey, SYNC_KEY_BYTES } from '../crypto/phrase';
import { isSyncOn, storedSyncKey } from '../config';
import { deleteFromServer, turnOff, turnOn } from '../controls';
import { startOver, startSync } from '../runner';
import { JoinForm } from './join-form';
import { PhraseCard } from './phrase-card';
import { SyncStatusLine, useSyncStatus } from './sync-status-line';
import styles from './sync-panel.module.css';

function keyInAddress(value: string | null): Uint8Array | null {
  try {
    const key = value ? fromBase64url(value) : null;
    return key?.length === SYNC_KEY_BYTES ? key : null;
  } catch {
    return null;
  }
}

const storedKey = () => {
  const key = storedSyncKey();
  return key ? keyInAddress(key) : null;
};

/** Settings → Sync (loaded with its tab only). */
export default function SyncPanel() {
  const t = useT();
  const [on, setOn] = useState(isSyncOn);
  const [showPhrase, setShowPhrase] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [params, setParams] = useSearchParams();
  const offered = params.get('sync') === 'join' ? keyInAddress(params.get('k')) : null;
  const status = useSyncStatus();

  useEffect(() => {
    if (on) void startSync();
  }, [on]);

  const join = async (key: Uint8Array, show: boolean) => {
    if (offered) setParams({}, { replace: true });
    if ((await turnOn(key)).ok) {
      setOn(true);
      setShowPhrase(show);
    }
  };
  const key = on ? storedKey() : null;

  return (
    <>
      <p className={styles.text}>{t('sync.intro')}</p>
      {offered && !on ? (
        <div className={styles.section}>
          <h3 className={styles.heading}>{t('sync.offer.heading')}</h3>
          <p className={styles.text}>{t('sync.offer.text')}</p>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void join(offered, false)}>
              {t('sync.join.button')}
            </Button>
          </div>
        </div>
      ) : null}
      {on ? (
        <>
          <div className={styles.section}>
            <SyncStatusLine />
            {status.problem === 'gone' ? (
              <div className={styles.actions}>
                <Button onClick={() => void startOver()}>{t('sync.startOver')}</Button>
              </div>
            ) : null}
          </div>
          {showPhrase && key ? (
            <PhraseCard syncKey={key} />
          ) : (
            <div className={styles.section}>
              <div className={styles.actions}>
                <Button onClick={() => setShowPhrase(true)}>{t('sync.showPhrase')}</Button>
              </div>
            </div>
          )}
          <div className={styles.section}>
            <div className={styles.actions}>
              <Button onClick={() => void turnOff().then(() => setOn(false))}>
                {t('sync.turnOff')}
              </Button>
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('sync.delete')}
              </Button>
            </div>
          </div>
        </>
      ) : (
        <>
          <div className={styles.section}>
            <div className={styles.actions}>
              <Button variant="primary" onClick={() => void join(newSyncKey(), true)}>
                {t('sync.turnOn')}
              </Button>
            </div>
          </div>
          <div className={styles.section}>
            <h3 className={styles.heading}>{t('sync.join.heading')}</h3>
            <JoinForm onJoin={(joined) => void join(joined, false)} />
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('sync.delete')}
        message={t('sync.delete.confirm')}
        confirmLabel={t('sync.delete.confirmLabel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void deleteFromServer().then(
            () => setOn(false),
            () => undefined,
          );
        }}
      />
    </>
  );
}
