import { Link } from '@/components/link';
import { useT } from '@/lib/i18n';
import { useConfig } from '../../config/config-context';
import { paths } from '@shared/config/paths';
import styles from './logo.module.css';

export function Logo({
  showCredit = true,
  onNavigate,
}: {
  showCredit?: boolean;
  onNavigate?: () => void;
}) {
  const { productName, creator } = useConfig();
  const t = useT();
  return (
    <Link
      to={paths.home}
      className={styles.logo}
      onClick={onNavigate}
      aria-label={t('app.logo.home', { productName })}
    >
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="var(--accent)" />
        <path d="M22 16l26 16-26 16z" fill="var(--on-accent)" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>{productName}</span>
        {showCredit && creator ? (
          <span className={styles.credit} data-logo-credit="">
            {t('app.logo.credit', { name: creator.name })}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
