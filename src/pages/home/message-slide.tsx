import type { Message } from '../../content/messages.ts';
import styles from './people-slides.module.css';

/** A message from an office bearer or faculty member. */
export function MessageSlide({ message }: { message: Message }) {
  return (
    <figure className={styles.card}>
      <img
        className={styles.portrait}
        src={message.photo}
        alt={`Portrait of ${message.name}`}
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
      />
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
