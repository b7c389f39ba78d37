import { Fragment, memo, useDeferredValue, useEffect, useId, useRef } from 'react';
import { Dialog } from '@/components/dialog';
import { formatPercent, useT } from '@/lib/i18n';
import { SEEK_STEP_SECONDS, VOLUME_STEP } from '../key-map';
import { SHORTCUT_GROUPS, type KeyName } from '../shortcut-list';
import styles from './shortcuts-help.module.css';
import { warmHelpLayout } from './warm-help-layout';

interface ShortcutsHelpProps {
  onClose: () => void;
  /** Without it, mounted means open; `false` keeps the dialog built and closed. */
  open?: boolean;
}

/** The "Keyboard shortcuts" dialog: every key, grouped, each combination in `<kbd>`. */
export function ShortcutsHelp({ onClose, open }: ShortcutsHelpProps) {
  const t = useT();
  // A closed help kept in the page follows a language switch after it, not inside it.
  const groupsT = useDeferredValue(t);
  const noteId = useId();
  return (
    <Dialog
      open={open}
      title={t('shortcuts.help.title')}
      description={<span id={noteId}>{t('shortcuts.help.note')}</span>}
      describedBy={noteId}
      onClose={onClose}
      className={styles.panel}
    >
      <HelpGroups t={groupsT} />
    </Dialog>
  );
}

/**
 * The groups (most of the dialog's elements): kept as they are when the dialog only opens or
 * closes, so opening a dialog built ahead renders none of them again. Built closed, the panel
 * is laid out once out of sight (`warmHelpLayout`).
 */
const HelpGroups = memo(function HelpGroups({ t }: { t: ReturnType<typeof useT> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current?.parentElement;
    return panel ? warmHelpLayout(panel) : undefined;
  }, []);
  const values = {
    seconds: SEEK_STEP_SECONDS,
    step: formatPercent(VOLUME_STEP),
  };
  const keyText = (name: KeyName) => ('id' in name ? t(name.id) : name.text);
  return (
    <div ref={ref} className={styles.groups}>
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
  );
});
