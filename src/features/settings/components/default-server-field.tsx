import { useId } from 'react';
import { PLAYER_SERVERS, type PlayerServerId } from '@shared/config/players';
import { useT } from '@/lib/i18n';
import { AUTOMATIC_SERVER, useSetting, useSettingsStore } from '@/lib/settings';
import { FieldFrame } from './fields';
import styles from './settings-page.module.css';
import { serverLabel } from './server-label';

/** The select's value for "no server chosen": the player's own order decides. */
export const AUTOMATIC = 'automatic';

const automaticName =
  PLAYER_SERVERS.find((s) => s.id === AUTOMATIC_SERVER)?.name ?? AUTOMATIC_SERVER;

/**
 * The default server exactly as the player reads it (lib/settings/player-default.ts): until the
 * viewer picks one it says "Automatic — EmbedAPI first", the server the player opens with, not
 * the stored field's unchosen value. Automatic again forgets the choice.
 */
export function DefaultServerField() {
  const t = useT();
  const id = useId();
  const chosen = useSetting('defaultServerChosen');
  const server = useSetting('defaultServer');
  const update = useSettingsStore.getState().actions.update;
  return (
    <FieldFrame
      label={t('settings.defaultServer.label')}
      description={t('settings.defaultServer.description')}
      htmlFor={id}
    >
      <select
        id={id}
        className={styles.select}
        value={chosen ? server : AUTOMATIC}
        onChange={(e) => {
          const value = e.target.value;
          if (value === AUTOMATIC) update({ defaultServerChosen: false });
          else update({ defaultServer: value as PlayerServerId, defaultServerChosen: true });
        }}
      >
        <option value={AUTOMATIC}>
          {t('settings.defaultServer.automatic', { server: automaticName })}
        </option>
        {PLAYER_SERVERS.map((s) => (
          <option key={s.id} value={s.id}>
            {serverLabel(s)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
