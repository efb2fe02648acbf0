import { InitialsAvatar } from '@/components/initials-avatar/initials-avatar.tsx';
import styles from './people-slides.module.css';

const PORTRAIT_SIZE = 96;
/** The initials fill what the portrait's 3 px ring (people-slides.module.css) leaves. */
const INITIALS_SIZE = PORTRAIT_SIZE - 2 * 3;

/** The round portrait that heads a message or a notable-alumnus slide; initials without a photo. */
export function SlidePortrait({ src, name }: { src: string | undefined; name: string }) {
  const alt = `Portrait of ${name}`;
  if (!src) {
    return (
      <span className={`${styles.portrait} ${styles.initials}`}>
        <InitialsAvatar name={name} size={INITIALS_SIZE} label={alt} />
      </span>
    );
  }
  return (
    <img
      className={styles.portrait}
      src={src}
      alt={alt}
      width={PORTRAIT_SIZE}
      height={PORTRAIT_SIZE}
      loading="lazy"
      decoding="async"
    />
  );
}
