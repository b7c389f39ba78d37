import { avatarColours, initialsOf } from '../avatar';
import styles from './profiles.module.css';

/** A profile's generated picture (avatar.ts); decorative: its name is always written beside it. */
export function ProfileAvatar({
  id,
  name,
  size = 96,
}: {
  id: string;
  name: string;
  size?: number;
}) {
  const [background, text] = avatarColours(id);
  return (
    <svg
      className={styles.avatar}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="12" fill={background} />
      <text
        x="32"
        y="32"
        dy="0.35em"
        textAnchor="middle"
        fontSize="26"
        fontWeight="700"
        fill={text}
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
