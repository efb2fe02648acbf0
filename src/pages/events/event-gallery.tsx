import gallery from 'virtual:content/gallery';
import { SectionHeading } from '@/components/section-heading/section-heading.tsx';
import styles from './event-gallery.module.css';

/** Pictures from past events; the footer's "Gallery" link lands here. */
export function EventGallery() {
  return (
    <section id="gallery" className={styles.gallery} aria-labelledby="gallery-title">
      <SectionHeading id="gallery-title" eyebrow="Moments" title="Gallery">
        <p>Snapshots from the evenings, workshops and celebrations of past years.</p>
      </SectionHeading>
      <ul className={styles.grid}>
        {gallery.map((picture) => (
          <li key={picture.image}>
            <figure className={styles.figure}>
              <img
                className={styles.image}
                src={picture.image}
                alt={picture.alt}
                width={640}
                height={400}
                loading="lazy"
                decoding="async"
              />
              <figcaption className={styles.caption}>{picture.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
