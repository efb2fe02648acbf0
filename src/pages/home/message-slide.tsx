import type { Message } from '@/content/messages.ts';
import styles from './people-slides.module.css';
import { SlidePortrait } from './slide-portrait.tsx';

/** A message from an office bearer or faculty member. */
export function MessageSlide({ message }: { message: Message }) {
  return (
    <figure className={styles.card}>
      <SlidePortrait src={message.image} name={message.name} />
      <blockquote className={styles.quote}>
        <p>{message.message}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <span className={styles.name}>{message.name}</span>
        <span className={styles.role}>{message.designation}</span>
      </figcaption>
    </figure>
  );
}
