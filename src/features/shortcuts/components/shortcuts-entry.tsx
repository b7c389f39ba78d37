import { useId } from 'react';
import { Keyboard } from 'lucide-react';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n';
import { openShortcutsHelp } from '../help-state';
import styles from './shortcuts-entry.module.css';

/** Settings' way in to the "Keyboard shortcuts" dialog, for those who do not know about `?`. */
export function ShortcutsEntry() {
  const t = useT();
  const headingId = useId();
  const descriptionId = useId();
  return (
    <div className={styles.entry} role="group" aria-labelledby={headingId}>
      <div className={styles.text}>
        <p id={headingId} className={styles.title}>
          {t('shortcuts.help.title')}
        </p>
        <p id={descriptionId} className={styles.description}>
          {t('shortcuts.entry.description')}
        </p>
      </div>
      <Button onClick={openShortcutsHelp} aria-describedby={descriptionId}>
        <Keyboard aria-hidden="true" size={18} />
        {t('shortcuts.entry.show')}
      </Button>
    </div>
  );
}
