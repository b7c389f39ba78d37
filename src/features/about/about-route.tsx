import { Code, ExternalLink, Tv } from 'lucide-react';
import { Page } from '../../components/page';
import { RichMessage, useT } from '@/lib/i18n';
import { useConfig } from '../../config/config-context';
import { ABOUT_FEATURES, ABOUT_STATS, TECHNOLOGIES } from './about-content';
import styles from './about.module.css';

export default function AboutRoute() {
  const { productName } = useConfig();
  const t = useT();
  return (
    <Page heading={t('about.heading', { productName })}>
      <section className={styles.hero} aria-label={t('about.intro.label')}>
        <p className={styles.tagline}>{t('about.intro.tagline')}</p>
        <p className={styles.muted}>{t('about.intro.text', { productName })}</p>
      </section>
      <ul className={styles.stats} aria-label={t('about.stats.label')}>
        {ABOUT_STATS.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <strong>{stat.value}</strong>
            <span>{t(stat.label)}</span>
          </li>
        ))}
      </ul>
      <section className={styles.section} aria-labelledby="features-heading">
        <h2 id="features-heading">{t('about.features.heading')}</h2>
        <ul className={styles.cards}>
          {ABOUT_FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.card}>
              <Icon className={styles.icon} aria-hidden="true" />
              <h3>{t(title)}</h3>
              <p className={styles.muted}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="tech-heading">
        <h2 id="tech-heading">{t('about.tech.heading')}</h2>
        <ul className={styles.tech}>
          {TECHNOLOGIES.map((tech) => (
            <li key={tech.name}>
              <strong>{tech.name}</strong> <span className={styles.muted}>— {t(tech.role)}</span>
            </li>
          ))}
        </ul>
      </section>
      <CreatorSection />
      <section className={`${styles.section} ${styles.mission}`} aria-labelledby="mission-heading">
        <h2 id="mission-heading">{t('about.mission.heading')}</h2>
        <p>{t('about.mission.text', { productName })}</p>
      </section>
    </Page>
  );
}

function CreatorSection() {
  const { creator } = useConfig();
  const t = useT();
  if (!creator) return null;
  return (
    <section className={styles.section} aria-labelledby="creator-heading">
      <h2 id="creator-heading">{t('about.creator.heading')}</h2>
      <p>
        <RichMessage
          id="about.creator.madeBy"
          values={{ name: creator.name }}
          components={[<strong key="name" />]}
        />
      </p>
      <div className={styles.links}>
        {creator.videoChannelUrl ? (
          <a href={creator.videoChannelUrl} target="_blank" rel="noopener">
            <Tv aria-hidden="true" size={18} /> {t('about.creator.videoChannel')}
            <ExternalLink aria-hidden="true" size={14} />
          </a>
        ) : null}
        {creator.repositoryUrl ? (
          <a href={creator.repositoryUrl} target="_blank" rel="noopener">
            <Code aria-hidden="true" size={18} /> {t('about.creator.sourceCode')}
            <ExternalLink aria-hidden="true" size={14} />
          </a>
        ) : null}
      </div>
    </section>
  );
}
