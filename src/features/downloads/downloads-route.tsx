import { useEffect, useState } from 'react';
import { Download, Monitor, Smartphone } from 'lucide-react';
import { AlertDialog } from '@/components/dialog';
import { Page } from '../../components/page';
import { useConfig } from '../../config/config-context';
import type { DownloadFile } from '../../config/config-schema';
import { APP_SECTIONS } from './app-features';
import { downloadFailedMessage, downloadFile, fileExists } from './download-file';
import styles from './downloads.module.css';

const PLATFORM_LABEL = { windows: 'Windows', android: 'Android' } as const;

export default function DownloadsRoute() {
  const { downloads, productName } = useConfig();
  return (
    <Page
      heading="Download Our Apps"
      subtitle={`Take ${productName} with you: on your computer and on your phone.`}
    >
      {downloads.length === 0 ? (
        <p className={styles.muted}>No apps are offered for download on this deployment.</p>
      ) : null}
      {(['streaming', 'music'] as const).map((app) => {
        const files = downloads.filter((file) => file.app === app);
        if (files.length === 0) return null;
        const section = APP_SECTIONS[app];
        return (
          <section key={app} className={styles.section} aria-labelledby={`${app}-heading`}>
            <h2 id={`${app}-heading`}>{section.heading}</h2>
            <p className={styles.muted}>{section.intro}</p>
            <ul className={styles.files}>
              {files.map((file) => (
                <li key={file.id}>
                  <FileCard file={file} />
                </li>
              ))}
            </ul>
            <ul className={styles.features} aria-label={`${section.heading} features`}>
              {section.features.map(({ icon: Icon, title, text }) => (
                <li key={title} className={styles.feature}>
                  <Icon className={styles.featureIcon} aria-hidden="true" />
                  <div>
                    <h3>{title}</h3>
                    <p className={styles.muted}>{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </Page>
  );
}

type Availability = 'checking' | 'available' | 'missing';

/** Checks the file once when its card is shown, so a missing one is never offered. */
function useAvailability(fileName: string): [Availability, (a: Availability) => void] {
  const [availability, setAvailability] = useState<Availability>('checking');
  useEffect(() => {
    let current = true;
    void fileExists(fileName).then((ok) => {
      if (current) setAvailability(ok ? 'available' : 'missing');
    });
    return () => {
      current = false;
    };
  }, [fileName]);
  return [availability, setAvailability];
}

function FileCard({ file }: { file: DownloadFile }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [availability, setAvailability] = useAvailability(file.fileName);
  const missing = availability === 'missing';
  const PlatformIcon = file.platform === 'windows' ? Monitor : Smartphone;

  const start = async () => {
    setBusy(true);
    try {
      // The file went away after the page checked it: the spec's alert says so, and the card
      // now says it too.
      if (!(await downloadFile(file.fileName))) {
        setFailed(true);
        setAvailability('missing');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.card} aria-label={file.title}>
      <PlatformIcon className={styles.platformIcon} aria-hidden="true" />
      <h3>{file.title}</h3>
      <p className={styles.muted}>{PLATFORM_LABEL[file.platform]}</p>
      <dl className={styles.facts}>
        <dt>Version</dt>
        <dd>{file.version}</dd>
        <dt>Size</dt>
        <dd>{file.size}</dd>
        <dt>Requires</dt>
        <dd>{file.requirements}</dd>
      </dl>
      <button
        type="button"
        className={styles.button}
        onClick={() => void start()}
        disabled={busy || missing}
        aria-busy={busy || undefined}
      >
        <Download aria-hidden="true" size={18} />
        {missing ? 'Not available yet' : busy ? 'Checking…' : 'Download'}
        <span className="visually-hidden"> {file.title}</span>
      </button>
      {failed ? (
        <AlertDialog
          message={downloadFailedMessage(file.fileName)}
          onClose={() => setFailed(false)}
        />
      ) : null}
    </article>
  );
}
