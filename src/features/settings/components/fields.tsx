import { useId, type ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { switchClass } from '@/components/switch';
import { useSetting, useSettingsStore, type Settings } from '@/lib/settings';
import styles from './settings-page.module.css';

type KeysOf<V> = { [K in keyof Settings]: Settings[K] extends V ? K : never }[keyof Settings];

const update = (patch: Partial<Settings>) => useSettingsStore.getState().actions.update(patch);

interface FieldFrameProps {
  label: string;
  description?: ReactNode;
  htmlFor?: string;
  children: ReactNode;
}

export function FieldFrame({ label, description, htmlFor, children }: FieldFrameProps) {
  const descId = useId();
  return (
    <div className={styles.field}>
      <div className={styles.fieldText}>
        <label className={styles.label} htmlFor={htmlFor}>
          {label}
        </label>
        {description ? (
          <p className={styles.description} id={descId}>
            {description}
          </p>
        ) : null}
      </div>
      <div className={styles.control}>{children}</div>
    </div>
  );
}

export function SwitchField({
  name,
  label,
  description,
  disabled = false,
  onToggle,
}: {
  name: KeysOf<boolean>;
  label: string;
  description?: string;
  /** Shown but not settable; the description says why. */
  disabled?: boolean;
  /** Runs after the change is saved (e.g. to ask the browser for a permission). */
  onToggle?: (on: boolean) => void;
}) {
  const id = useId();
  const checked = useSetting(name);
  return (
    <FieldFrame label={label} description={description} htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={switchClass}
        checked={checked}
        disabled={disabled}
        onChange={(e) => {
          update({ [name]: e.target.checked });
          onToggle?.(e.target.checked);
        }}
      />
    </FieldFrame>
  );
}

export function SelectField<K extends KeysOf<string | number>>({
  name,
  label,
  options,
  description,
  alsoSet,
  disabled = false,
  onChoose,
}: {
  name: K;
  label: string;
  options: readonly { value: Settings[K]; label: string }[];
  description?: string;
  /** Written together with the choice (e.g. that the viewer made one). */
  alsoSet?: Partial<Settings>;
  disabled?: boolean;
  /** Runs after the choice is saved. */
  onChoose?: () => void;
}) {
  const id = useId();
  const value = useSetting(name);
  return (
    <FieldFrame label={label} description={description} htmlFor={id}>
      <select
        id={id}
        className={styles.select}
        value={String(value)}
        disabled={disabled}
        onChange={(e) => {
          const chosen = options.find((o) => String(o.value) === e.target.value);
          if (!chosen) return;
          update({ ...alsoSet, [name]: chosen.value } as Partial<Settings>);
          onChoose?.();
        }}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function SliderField({
  name,
  label,
  min,
  max,
  step,
  valueText,
  description,
}: {
  name: KeysOf<number>;
  label: string;
  min: number;
  max: number;
  step: number;
  /** The value with its unit, in the interface language ("15 seconds"). */
  valueText: (value: number) => string;
  description?: string;
}) {
  const id = useId();
  const value = useSetting(name);
  const text = valueText(value);
  return (
    <FieldFrame label={label} description={description} htmlFor={id}>
      <input
        id={id}
        type="range"
        className={styles.slider}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={text}
        onChange={(e) => update({ [name]: Number(e.target.value) })}
      />
      <output htmlFor={id} className={styles.output}>
        {text}
      </output>
    </FieldFrame>
  );
}

export const optionsOf = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** Small / Medium / Large, shared by font size, corner radius, grid and subtitle size. */
export function useSizeNames() {
  const t = useT();
  return {
    small: t('settings.size.small'),
    medium: t('settings.size.medium'),
    large: t('settings.size.large'),
  } as const;
}

export function Note({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
