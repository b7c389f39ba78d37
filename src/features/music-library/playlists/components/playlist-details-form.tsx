import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/button';
import { useT } from '@/lib/i18n';
import ui from './ui.module.css';

interface PlaylistDetailsFormProps {
  initialName?: string;
  initialDescription?: string;
  /** 'Description (optional)' when creating, 'Description' when editing. */
  descriptionLabel: string;
  submitLabel: string;
  /** Names the form when it is not already inside a named dialog. */
  label?: string;
  className?: string;
  /** Creation marks the name required; editing refuses an empty one with the same message. */
  nameRequired?: boolean;
  /** Saves the trimmed details; returns the message to show under the name, or null. */
  /** Returns the error to show, or null; it may wait for the change to be saved. */
  onSubmit: (name: string, description: string) => string | null | Promise<string | null>;
  onCancel: () => void;
}

/**
 * The name and description form that Create Playlist and the playlist page's edit mode share:
 * the name takes focus, and a refused save shows its message under the name.
 */
export function PlaylistDetailsForm({
  initialName = '',
  initialDescription = '',
  descriptionLabel,
  submitLabel,
  label,
  className,
  nameRequired = false,
  onSubmit,
  onCancel,
}: PlaylistDetailsFormProps) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState(initialDescription);
  const [error, setError] = useState<string | null>(null);
  const nameId = useId();
  const descriptionId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void Promise.resolve(onSubmit(name, description)).then(setError);
  };

  return (
    <form className={className} onSubmit={submit} noValidate aria-label={label}>
      <div className={ui.field}>
        <label htmlFor={nameId}>{t('playlists.form.name')}</label>
        <input
          id={nameId}
          ref={nameInput}
          data-autofocus
          value={name}
          required={nameRequired}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${nameId}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {error ? (
          <span id={`${nameId}-error`} role="alert" className={ui.error}>
            {error}
          </span>
        ) : null}
      </div>
      <div className={ui.field}>
        <label htmlFor={descriptionId}>{descriptionLabel}</label>
        <textarea
          id={descriptionId}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <div className={ui.actions}>
        <button type="button" className={buttonClass()} onClick={onCancel}>
          {t('playlists.form.cancel')}
        </button>
        <button type="submit" className={buttonClass('primary')}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
