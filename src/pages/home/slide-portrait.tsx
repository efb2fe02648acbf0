import styles from './people-slides.module.css';

const PORTRAIT_SIZE = 96;

/** The round portrait that heads a message or a notable-alumnus slide. */
export function SlidePortrait({ src, name }: { src: string; name: string }) {
  return (
    <img
      className={styles.portrait}
      src={src}
      alt={`Portrait of ${name}`}
      width={PORTRAIT_SIZE}
      height={PORTRAIT_SIZE}
      loading="lazy"
      decoding="async"
    />
  );
}
