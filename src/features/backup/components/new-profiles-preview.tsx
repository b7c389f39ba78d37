import { formatNumber, useT } from '@/lib/i18n';
import type { ApplyResult } from '../model/apply';
import type { NewProfile } from '../model/apply-profiles';
import { ApplyRow, RejectedList } from './preview-parts';
import styles from './your-data.module.css';

interface Props {
  profiles: NewProfile[];
  /** From the lazily loaded import module, so this file pulls none of it in. */
  apply: () => Promise<ApplyResult>;
  onClose: (message?: string, error?: boolean) => void;
}

const entriesOf = ({ plan }: NewProfile) =>
  plan.sections.reduce((sum, s) => sum + s.counts.merge.new, 0);

/** "US:PG" as its parts; a kids profile without one has the default ceiling. */
function ceilingOf(ceiling = 'US:PG') {
  const at = ceiling.indexOf(':');
  return { country: ceiling.slice(0, at), rating: ceiling.slice(at + 1) };
}

/** The file's profiles as they will be made here: names, kids ceilings, PINs and entries. */
export function NewProfilesPreview({ profiles, apply: applyAll, onClose }: Props) {
  const t = useT();
  const rejected = profiles.flatMap((p) => p.plan.rejected);
  return (
    <div role="region" aria-label={t('backup.profiles.newTitle')}>
      <h3>{t('backup.profiles.newTitle')}</h3>
      <ul className={styles.profiles}>
        {profiles.map((p) => (
          <li key={p.name}>
            <strong>{p.name}</strong>{' '}
            {t('backup.profiles.entries', { count: formatNumber(entriesOf(p)) })}
            {p.source.info?.kids ? (
              <span className={styles.note}>
                {' · '}
                {t('backup.profiles.kids', ceilingOf(p.source.info.ceiling))}
              </span>
            ) : null}
            {p.source.info?.pin ? (
              <span className={styles.note}>
                {' · '}
                {t('backup.profiles.pin')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <RejectedList rejected={rejected} />
      <ApplyRow
        apply={applyAll}
        done={(count) => t('backup.profiles.done', { count: formatNumber(count) })}
        onClose={onClose}
      />
    </div>
  );
}
