import type { Root } from 'react-dom/client';
import { useT } from '@/lib/i18n';
import { ProfilePicker } from './components/profile-picker';
import styles from './components/profiles.module.css';

function StartPicker({ onStay }: { onStay: () => void }) {
  const t = useT();
  return (
    <main className={styles.start}>
      <h1 className={styles.startHeading}>{t('profiles.title')}</h1>
      <ProfilePicker open={false} onStay={onStay} />
    </main>
  );
}

/**
 * "Who's watching?" before the app: resolves when the profile this page already reads is chosen
 * (any other choice reloads the page into that profile).
 */
export function showStartPicker(root: Root): Promise<void> {
  document.title = 'Reelbeat';
  return new Promise((resolve) => root.render(<StartPicker onStay={resolve} />));
}
