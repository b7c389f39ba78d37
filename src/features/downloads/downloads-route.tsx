import { useState } from 'react';
import { Download, Monitor, Smartphone } from 'lucide-react';
import { AlertDialog } from '@/components/dialog';
import { useT } from '@/lib/i18n';
import { Page } from '../../components/page';
import { useConfig } from '../../config/config-context';
import type { DownloadFile } from '@shared/config/config-schema';
import { APP_SECTIONS } from './app-features';
import { useDownloadList } from './api/get-download-list';
import { downloadFailedMessage, downloadFile } from './download-file';
import { fileTitle, PLATFORM_LABEL, requirementText, sizeText } from './file-facts';
import styles from './downloads.module.css';

const APPS = ['streaming', 'music'] as const;

export default function DownloadsRoute() {
  const { downloads, productName } = useConfig();
  const t = useT();
  const available = useDownloadList();
  return (
    <Page
      heading={t('downloads.heading')}
      subtitle={t('downloads.subtitle', { product: productName })}
    >
      {downloads.length === 0 ? <p className={styles.muted}>{t('downloads.none')}</p> : null}
      {APPS.map((app) => {
        const files = downloads.filter((file) => file.app === app);
        if (files.length === 0) return null;
        const section = APP_SECTIONS[app];
        return (
          <section key={app} className={styles.section} aria-labelledby={`${app}-heading`}>
            <h2 id={`${app}-heading`}>{t(section.heading)}</h2>
            <p className={styles.muted}>{t(section.intro)}</p>
            <ul className={styles.files}>
              {files.map((file) => (
                <li key={file.id}>
                  <FileCard file={file} listed={availabilityIn(available, file.fileName)} />
                </li>
              ))}
            </ul>
            <ul
              className={styles.features}
              aria-label={t('downloads.features', { app: t(section.heading) })}
            >
              {section.features.map(({ icon: Icon, title, text }) => (
                <li key={title} className={styles.feature}>
                  <Icon className={styles.featureIcon} aria-hidden="true" />
                  <div>
                    <h3>{t(title)}</h3>
                    <p className={styles.muted}>{t(text)}</p>
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

/**
 * A file's state from the server's one list (`useDownloadList`): a missing file is never
 * offered, and no file is probed one by one. Without a list, every file is offered.
 */
const availabilityIn = (list: Set<string> | null | undefined, fileName: string): Availability =>
  list === undefined ? 'checking' : !list || list.has(fileName) ? 'available' : 'missing';

function FileCard({ file, listed }: { file: DownloadFile; listed: Availability }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // Set when the click found the file gone since the list was read.
  const [gone, setGone] = useState(false);
  const missing = gone || listed === 'missing';
  const PlatformIcon = file.platform === 'windows' ? Monitor : Smartphone;
  const title = fileTitle(file, useConfig().productName);

  const start = async () => {
    setBusy(true);
    try {
      // The file went away after the page checked it: the alert says so, and the card
      // now says it too.
      if (!(await downloadFile(file.fileName))) {
        setFailed(true);
        setGone(true);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className={styles.card} aria-label={title}>
      <PlatformIcon className={styles.platformIcon} aria-hidden="true" />
      <h3>{title}</h3>
      <p className={styles.muted}>{PLATFORM_LABEL[file.platform]}</p>
      <dl className={styles.facts}>
        <dt>{t('downloads.version')}</dt>
        <dd>{file.version}</dd>
        <dt>{t('downloads.size')}</dt>
        <dd>{sizeText(file)}</dd>
        <dt>{t('downloads.requires')}</dt>
        <dd>{requirementText(file)}</dd>
      </dl>
      <button
        type="button"
        className={styles.button}
        onClick={() => void start()}
        disabled={busy || missing}
        aria-busy={busy || undefined}
      >
        <Download aria-hidden="true" size={18} />
        {missing
          ? t('downloads.notAvailable')
          : busy
            ? t('downloads.checking')
            : t('downloads.download')}
        <span className="visually-hidden"> {title}</span>
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
