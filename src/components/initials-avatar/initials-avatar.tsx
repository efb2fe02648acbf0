import { useId } from 'react';
import { hueOf, initialsOf } from './initials.ts';
import styles from './initials-avatar.module.css';

interface InitialsAvatarProps {
  name: string;
  /** Width and height in CSS pixels. */
  size: number;
  /** Accessible name; pass "" when the name is already printed next to the avatar. */
  label?: string;
}

/** A generated portrait for a person without a photo: their initials on a colour of their own. */
export function InitialsAvatar({ name, size, label }: InitialsAvatarProps) {
  const gradientId = `avatar-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hue = hueOf(name);
  const initials = initialsOf(name);
  const accessibleName = label ?? name;
  const decorative = accessibleName === '';

  return (
    <svg
      className={styles.avatar}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : accessibleName}
      aria-hidden={decorative ? true : undefined}
      focusable="false"
      data-initials={initials}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor={`hsl(${hue} 70% 42%)`} />
          <stop offset="100%" stopColor={`hsl(${(hue + 48) % 360} 75% 24%)`} />
        </linearGradient>
      </defs>
      <circle cx="50" cy="50" r="50" fill={`url(#${gradientId})`} />
      <circle cx="78" cy="22" r="26" fill="#ffffff" opacity="0.08" />
      <circle cx="50" cy="50" r="46" fill="none" stroke="#ffffff" strokeOpacity="0.25" />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fontSize={initials.length > 1 ? 38 : 44}
        fontWeight="700"
        fill="#ffffff"
        letterSpacing="1"
      >
        {initials}
      </text>
    </svg>
  );
}
