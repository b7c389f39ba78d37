import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { paths } from '../config/paths';
import styles from './status-screen.module.css';

export function NotFound() {
  usePageTitle('Page Not Found');
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Page Not Found</h1>
      <p className={styles.text}>The page you&apos;re looking for doesn&apos;t exist.</p>
      <Link to={paths.home} className={styles.button}>
        Go Home
      </Link>
    </div>
  );
}
