import { Check, Copy, Download, HandHeart, Heart, Quote } from 'lucide-react';
import { Button } from '@/components/button';
import { Page } from '../../components/page';
import { useConfig } from '../../config/config-context';
import { IMPACT_CARDS, SUGGESTED_AMOUNTS, SUPPORT_STATS, TESTIMONIALS } from './support-content';
import { useCopyText } from './use-copy-text';
import styles from './support.module.css';

export default function SupportRoute() {
  const { productName } = useConfig();
  return (
    <Page heading={`Support ${productName}`}>
      <section className={styles.hero} aria-label="Why support us">
        <Heart className={styles.heroIcon} aria-hidden="true" />
        <p className={styles.lead}>
          {productName} is free and ad-free for everyone. Voluntary support keeps it that way.
        </p>
        <ul className={styles.stats}>
          {SUPPORT_STATS.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <strong>{stat.value}</strong>
              <span>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <DonationSection />
      <section className={styles.section} aria-labelledby="impact-heading">
        <h2 id="impact-heading">Your Impact</h2>
        <ul className={styles.cards}>
          {IMPACT_CARDS.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.card}>
              <Icon className={styles.cardIcon} aria-hidden="true" />
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="voices-heading">
        <h2 id="voices-heading">What people say</h2>
        <ul className={styles.cards}>
          {TESTIMONIALS.map((item) => (
            <li key={item.quote} className={styles.card}>
              <Quote className={styles.cardIcon} aria-hidden="true" />
              <blockquote className={styles.quote}>{item.quote}</blockquote>
              <p className={styles.muted}>— {item.author}</p>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}

function DonationSection() {
  const { support } = useConfig();
  const { status, copy } = useCopyText();
  const { upiId, qrImageUrl, methods } = support;

  return (
    <section className={`${styles.section} ${styles.donate}`} aria-labelledby="mission-heading">
      <div>
        <h2 id="mission-heading">Support Our Mission</h2>
        <p>
          Every contribution, however small, goes straight into running and improving the service.
        </p>
        <p className={styles.popular}>
          Popular: {SUGGESTED_AMOUNTS.map((amount) => `₹${amount}`).join(', ')}
        </p>
        {methods.length > 0 ? (
          <>
            <h3 className={styles.methodsHeading}>Supported methods</h3>
            <ul className={styles.methods}>
              {methods.map((method) => (
                <li key={method}>{method}</li>
              ))}
            </ul>
          </>
        ) : null}
        <div className={styles.actions}>
          {/* The spec gives Support Now no action; it stays a real, focusable button. */}
          <Button variant="primary" size="lg">
            <HandHeart aria-hidden="true" size={18} /> Support Now
          </Button>
          {qrImageUrl ? (
            <Button
              size="lg"
              onClick={() => window.open(qrImageUrl, '_blank', 'noopener,noreferrer')}
            >
              <Download aria-hidden="true" size={18} /> Download QR
            </Button>
          ) : null}
        </div>
      </div>
      {upiId ? (
        <div className={styles.payBox}>
          {qrImageUrl ? (
            <img
              className={styles.qr}
              src={qrImageUrl}
              alt={`UPI QR code for ${upiId}`}
              width={220}
              height={220}
              loading="lazy"
            />
          ) : null}
          <p className={styles.upiLabel}>UPI ID</p>
          <div className={styles.upiRow}>
            <code className={styles.upi}>{upiId}</code>
            <button
              type="button"
              className={styles.copy}
              onClick={() => void copy(upiId)}
              aria-label={status === 'copied' ? 'Copied!' : 'Copy UPI ID'}
            >
              {status === 'copied' ? (
                <Check aria-hidden="true" size={16} />
              ) : (
                <Copy aria-hidden="true" size={16} />
              )}
              {status === 'copied' ? 'Copied!' : 'Copy'}
            </button>
          </div>
          <p role="status" className={styles.muted}>
            {status === 'failed' ? 'Could not copy. Select the UPI ID and copy it by hand.' : ''}
          </p>
        </div>
      ) : (
        <div className={styles.payBox}>
          <p role="note">
            Donations are not set up for this deployment. The operator has not configured a UPI ID.
          </p>
        </div>
      )}
    </section>
  );
}
