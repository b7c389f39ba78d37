import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'dangerSolid' | 'icon';
/**
 * `sm` for a row's small action, `md` for forms and dialogs, `lg` for a page's main actions.
 * An icon button is 40 px, or 36 px at `sm`.
 */
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * The classes of a button, for the rare element that must look like one without being a
 * `<button>` (a link, or the label of a file input).
 */
export function buttonClass(
  variant: ButtonVariant = 'secondary',
  size: ButtonSize = 'md',
  extra?: string,
) {
  const sized = variant === 'icon' ? (size === 'sm' ? styles.iconSm : null) : styles[size];
  const parts = [styles.button, styles[variant], sized, extra];
  return parts.filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** Reelbeat's one button: the look comes from the design tokens, the rest is a plain `<button>`. */
export function Button({
  variant = 'secondary',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />;
}
