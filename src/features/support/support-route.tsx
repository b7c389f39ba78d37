import { Check, Copy, Download, HandHeart, Heart, Quote } from 'lucide-react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { useConfig } from '../../config/config-context';
import {
  IMPACT_CARDS,
  methodLabel,
  SUGGESTED_AMOUNTS,
  SUPPORT_STATS,
  TESTIMONIALS,
} from './support-content';
import { useCopyText } from '@/lib/use-copy-text';
import styles from './support.module.css';

export default function SupportRoute() {
  const { productName } = useConfig();
  const t = useT();
  return (
    <Page heading={t('support.heading', { productName })}>
      <section className={styles.hero} aria-label={t('support.hero.label')}>
        <Heart className={styles.heroIcon} aria-hidden="true" />
        <p className={styles.lead}>{t('support.hero.text', { productName })}</p>
        <ul className={styles.stats}>
          {SUPPORT_STATS.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <strong>{stat.value}</strong>
              <span>{t(stat.label)}</span>
            </li>
          ))}
        </ul>
      </section>
      <DonationSection />
      <section className={styles.section} aria-labelledby="impact-heading">
        <h2 id="impact-heading">{t('support.impact.heading')}</h2>
        <ul className={styles.cards}>
          {IMPACT_CARDS.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.card}>
              <Icon className={styles.cardIcon} aria-hidden="true" />
              <h3>{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="voices-heading">
        <h2 id="voices-heading">{t('support.voices.heading')}</h2>
        <ul className={styles.cards}>
          {TESTIMONIALS.map((item) => (
            <li key={item.quote} className={styles.card}>
              <Quote className={styles.cardIcon} aria-hidden="true" />
              <blockquote className={styles.quote}>{t(item.quote)}</blockquote>
              <p className={styles.muted}>— {t(item.author)}</p>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}

function DonationSection() {
  const { support, productName } = useConfig();
  const { status, copy } = useCopyText();
  const t = useT();
  const { upiId, qrImageUrl, methods } = support;

  // Without a UPI ID nothing here can take a donation: plain words, no amounts to pick, no
  // button that does nothing; the one button left does what the words suggest.
  if (!upiId) {
    return (
      <section className={styles.section} aria-labelledby="mission-heading">
        <h2 id="mission-heading">{t('support.mission.heading')}</h2>
        <p>{t('support.mission.text')}</p>
        <div className={styles.unavailable}>
          <p role="note">{t('support.upi.notConfigured', { productName })}</p>
          <Button onClick={() => void copy(`${window.location.origin}/`)}>
            {status === 'copied' ? (
              <Check aria-hidden="true" size={18} />
            ) : (
              <Copy aria-hidden="true" size={18} />
            )}
            {status === 'copied'
              ? t('support.upi.copied')
              : t('support.shareLink', { productName })}
          </Button>
          <p role="status" className={styles.muted}>
            {status === 'failed' ? t('support.upi.copyFailed') : ''}
          </p>
        </div>
      </section>
    );
  }

  return (
    <section className={`${styles.section} ${styles.donate}`} aria-labelledby="mission-heading">
      <div>
        <h2 id="mission-heading">{t('support.mission.heading')}</h2>
        <p>{t('support.mission.text')}</p>
        <p className={styles.popular}>
          {t('support.mission.popular', {
            amounts: SUGGESTED_AMOUNTS.map((amount) => `₹${amount}`).join(', '),
          })}
        </p>
        {methods.length > 0 ? (
          <>
            <h3 className={styles.methodsHeading}>{t('support.methods')}</h3>
            <ul className={styles.methods}>
              {methods.map((method) => (
                <li key={method}>{methodLabel(method)}</li>
              ))}
            </ul>
          </>
        ) : null}
        <div className={styles.actions}>
          {/* Support Now has no action of its own; it stays a real, focusable button. */}
          <Button variant="primary" size="lg">
            <HandHeart aria-hidden="true" size={18} /> {t('support.supportNow')}
          </Button>
          {qrImageUrl ? (
            <Button
              size="lg"
              onClick={() => window.open(qrImageUrl, '_blank', 'noopener,noreferrer')}
            >
              <Download aria-hidden="true" size={18} /> {t('support.downloadQr')}
            </Button>
          ) : null}
        </div>
      </div>
      <div className={styles.payBox}>
        {qrImageUrl ? (
          <img
            className={styles.qr}
            src={qrImageUrl}
            alt={t('support.upi.qrAlt', { upiId })}
            width={220}
            height={220}
            loading="lazy"
          />
        ) : null}
        <p className={styles.upiLabel}>{t('support.upi.label')}</p>
        <div className={styles.upiRow}>
          <code className={styles.upi}>{upiId}</code>
          <button
            type="button"
            className={styles.copy}
            onClick={() => void copy(upiId)}
            aria-label={status === 'copied' ? t('support.upi.copied') : t('support.upi.copyLabel')}
          >
            {status === 'copied' ? (
              <Check aria-hidden="true" size={16} />
            ) : (
              <Copy aria-hidden="true" size={16} />
            )}
            {status === 'copied' ? t('support.upi.copied') : t('support.upi.copy')}
          </button>
        </div>
        <p role="status" className={styles.muted}>
          {status === 'failed' ? t('support.upi.copyFailed') : ''}
        </p>
      </div>
    </section>
  );
}
