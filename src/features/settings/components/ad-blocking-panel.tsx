import { useId } from 'react';
import { ShieldCheck, TriangleAlert } from 'lucide-react';
import { PLAYER_SERVERS, type PlayerServerId } from '@shared/config/players';
import { switchClass } from '@/components/switch';
import { useT } from '@/lib/i18n';
import { useSetting, useSettingsStore } from '@/lib/settings';
import { serverLabel } from './server-label';
import styles from './settings-page.module.css';

/** The player sandbox shield: every server is sandboxed unless the user lets it out here. */
export function AdBlockingPanel() {
  const t = useT();
  const unsandboxed = useSetting('unsandboxedServers');
  const allBlocked = unsandboxed.length === 0;
  return (
    <>
      <div className={styles.callout}>
        <ShieldCheck aria-hidden="true" size={22} />
        <p>
          {t('settings.adBlocking.sandbox')}{' '}
          {allBlocked ? t('settings.adBlocking.allBlocked') : null}
        </p>
      </div>
      {allBlocked ? null : (
        <div className={`${styles.callout} ${styles.warning}`} role="note">
          <TriangleAlert aria-hidden="true" size={22} />
          <p>{t('settings.adBlocking.warning')}</p>
        </div>
      )}
      <h3 className={styles.groupHeading}>{t('settings.adBlocking.heading')}</h3>
      {PLAYER_SERVERS.map((server) => (
        <ServerSwitch
          key={server.id}
          id={server.id}
          name={serverLabel(server)}
          checked={unsandboxed.includes(server.id)}
        />
      ))}
    </>
  );
}

function ServerSwitch({
  id,
  name,
  checked,
}: {
  id: PlayerServerId;
  name: string;
  checked: boolean;
}) {
  const t = useT();
  const inputId = useId();
  const toggle = (on: boolean) => {
    const { settings, actions } = useSettingsStore.getState();
    const others = settings.unsandboxedServers.filter((s) => s !== id);
    actions.update({ unsandboxedServers: on ? [...others, id] : others });
  };
  return (
    <div className={styles.field}>
      <div className={styles.fieldText}>
        <label className={styles.label} htmlFor={inputId}>
          {t('settings.adBlocking.allowFor', { name })}
        </label>
        <p className={styles.description}>
          {checked ? t('settings.adBlocking.unsandboxed') : t('settings.adBlocking.sandboxed')}
        </p>
      </div>
      <div className={styles.control}>
        <input
          id={inputId}
          type="checkbox"
          role="switch"
          className={switchClass}
          checked={checked}
          onChange={(e) => toggle(e.target.checked)}
        />
      </div>
    </div>
  );
}
