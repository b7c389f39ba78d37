import { Button } from '@/components/button';
import { useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { useCopyText } from '@/lib/use-copy-text';
import { toBase64url } from '../crypto/base64url';
import { phraseOf } from '../crypto/phrase';
import styles from './sync-panel.module.css';

/** The address a QR code carries: the key rides in the fragment, which is never sent to a server. */
export const joinAddress = (key: Uint8Array) =>
  `${location.origin}${location.pathname}#/settings?sync=join&k=${toBase64url(key)}`;

/** The 12 words in order, "Copy phrase", and the QR code (its library loads only here). */
export function PhraseCard({ syncKey }: { syncKey: Uint8Array }) {
  const t = useT();
  const words = phraseOf(syncKey);
  const [svg, setSvg] = useState<string | null>(null);
  const { status, copy } = useCopyText();
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      if (live) setSvg(renderSVG(joinAddress(syncKey), { border: 1 }));
    });
    return () => {
      live = false;
    };
  }, [syncKey]);
  return (
    <div className={styles.section}>
      <h3 className={styles.heading}>{t('sync.phrase.heading')}</h3>
      <p className={styles.text}>{t('sync.phrase.hint')}</p>
      <div className={styles.phraseBox}>
        <div>
          <ol className={styles.words} aria-label={t('sync.phrase.heading')}>
            {words.map((word, i) => (
              <li key={i}>{word}</li>
            ))}
          </ol>
          <div className={styles.actions}>
            <Button onClick={() => void copy(words.join(' '))}>{t('sync.copy')}</Button>
            <span role="status">{status === 'copied' ? t('sync.copied') : ''}</span>
          </div>
        </div>
        {svg ? (
          <div
            className={styles.qr}
            role="img"
            aria-label={t('sync.qr.label')}
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        ) : null}
      </div>
    </div>
  );
}
