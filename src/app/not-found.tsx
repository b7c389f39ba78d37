import { Link } from '@/components/link';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '../lib/use-page-title';
import { paths } from '@shared/config/paths';
import styles from './status-screen.module.css';

export function NotFound() {
  const t = useT();
  usePageTitle(t('app.notFound.title'));
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('app.notFound.title')}</h1>
      <p className={styles.text}>{t('app.notFound.text')}</p>
      <Link to={paths.home} className={styles.button}>
        {t('app.notFound.goHome')}
      </Link>
    </div>
  );
}
