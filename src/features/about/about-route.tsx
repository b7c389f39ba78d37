import { Code, ExternalLink, Tv } from 'lucide-react';
import { Page } from '../../components/page';
import { useConfig } from '../../config/config-context';
import { ABOUT_FEATURES, ABOUT_STATS, TECHNOLOGIES } from './about-content';
import styles from './about.module.css';

export default function AboutRoute() {
  const { productName } = useConfig();
  return (
    <Page heading={`About ${productName}`}>
      <section className={styles.hero} aria-label="Introduction">
        <p className={styles.tagline}>Movies, series, anime and music. Free, and without ads.</p>
        <p className={styles.muted}>
          {productName} brings the things you love to watch and listen to into one calm place. No
          accounts and no adverts: your library stays in your browser.
        </p>
      </section>
      <ul className={styles.stats} aria-label="In numbers">
        {ABOUT_STATS.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <strong>{stat.value}</strong>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
      <section className={styles.section} aria-labelledby="features-heading">
        <h2 id="features-heading">What you get</h2>
        <ul className={styles.cards}>
          {ABOUT_FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.card}>
              <Icon className={styles.icon} aria-hidden="true" />
              <h3>{title}</h3>
              <p className={styles.muted}>{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="tech-heading">
        <h2 id="tech-heading">Built with</h2>
        <ul className={styles.tech}>
          {TECHNOLOGIES.map((tech) => (
            <li key={tech.name}>
              <strong>{tech.name}</strong> <span className={styles.muted}>— {tech.role}</span>
            </li>
          ))}
        </ul>
      </section>
      <CreatorSection />
      <section className={`${styles.section} ${styles.mission}`} aria-labelledby="mission-heading">
        <h2 id="mission-heading">Our Mission</h2>
        <p>
          Entertainment should be open to everyone. {productName} exists to make watching and
          listening simple, respectful of your time and attention, and free of charge.
        </p>
      </section>
    </Page>
  );
}

function CreatorSection() {
  const { creator } = useConfig();
  if (!creator) return null;
  return (
    <section className={styles.section} aria-labelledby="creator-heading">
      <h2 id="creator-heading">The creator</h2>
      <p>
        Made by <strong>{creator.name}</strong>.
      </p>
      <div className={styles.links}>
        {creator.videoChannelUrl ? (
          <a href={creator.videoChannelUrl} target="_blank" rel="noopener">
            <Tv aria-hidden="true" size={18} /> Video channel
            <ExternalLink aria-hidden="true" size={14} />
          </a>
        ) : null}
        {creator.repositoryUrl ? (
          <a href={creator.repositoryUrl} target="_blank" rel="noopener">
            <Code aria-hidden="true" size={18} /> Source code
            <ExternalLink aria-hidden="true" size={14} />
          </a>
        ) : null}
      </div>
    </section>
  );
}
