import { Fragment, useId } from 'react';
import { Dialog } from '@/components/dialog';
import { formatNumber, useT } from '@/lib/i18n';
import { SEEK_STEP_SECONDS, VOLUME_STEP } from '../key-map';
import { SHORTCUT_GROUPS, type KeyName } from '../shortcut-list';
import styles from './shortcuts-help.module.css';

/** The "Keyboard shortcuts" dialog: every key, grouped, each combination in `<kbd>`. */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const t = useT();
  const noteId = useId();
  const values = {
    seconds: SEEK_STEP_SECONDS,
    step: formatNumber(VOLUME_STEP, { style: 'percent' }),
  };
  const keyText = (name: KeyName) => ('id' in name ? t(name.id) : name.text);
  return (
    <Dialog
      title={t('shortcuts.help.title')}
      description={<span id={noteId}>{t('shortcuts.help.note')}</span>}
      describedBy={noteId}
      onClose={onClose}
      className={styles.panel}
    >
      <div className={styles.groups}>
        {SHORTCUT_GROUPS.map((group) => (
          <section key={group.title} className={styles.group} aria-label={t(group.title)}>
            <h3 className={styles.groupTitle}>{t(group.title)}</h3>
            <dl className={styles.list}>
              {group.rows.map((row) => (
                <div key={row.label} className={styles.row}>
                  <dt className={styles.keys}>
                    <kbd className={styles.combo}>
                      {row.keys.map((name, index) => (
                        <Fragment key={keyText(name)}>
                          {index > 0 ? <span aria-hidden="true">+</span> : null}
                          <kbd className={styles.key}>{keyText(name)}</kbd>
                        </Fragment>
                      ))}
                    </kbd>
                  </dt>
                  <dd className={styles.label}>{t(row.label, values)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
