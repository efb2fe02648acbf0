import type { ContentView } from '@/content/content-views.ts';
import styles from './people-slides.module.css';
import { SlidePortrait } from './slide-portrait.tsx';

/** A message from an office bearer or faculty member. */
export function MessageSlide({
  message: { from, message },
}: {
  message: ContentView<'messages'>[number];
}) {
  return (
    <figure className={styles.card}>
      <SlidePortrait src={from.image} name={from.name} />
      <blockquote className={styles.quote}>
        <p>{message}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.name}>{from.name}</span>
        <span className={styles.role}>{from.designation}</span>
      </figcaption>
    </figure>
  );
}
