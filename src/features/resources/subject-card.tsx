import { ExternalLink } from '@/components/external-link/external-link.tsx';
import { NOTE_KIND_LABELS, type NoteItem, type Subject } from '@/content/semester-notes.ts';
import styles from './subject-card.module.css';
import { itemsByKind, type NoteFilter } from './note-filters.ts';

const ART_WIDTH = 320;
const ART_HEIGHT = 200;

function ItemLink({ item }: { item: NoteItem }) {
  const about = [item.year, item.teacher].filter(Boolean).join(', ');
  return (
    <li className={styles.item}>
      <ExternalLink className={styles.link} href={item.link}>
        {item.title}
      </ExternalLink>
      {about && <span className={styles.about}>{about}</span>}
      {item.credit && <span className={styles.about}>Shared by {item.credit}</span>}
    </li>
  );
}

/**
 * A subject: its items the filter keeps, by kind, each opening in a new tab, and its shared
 * folder for everything else. Its id is the target of a search result's link.
 */
export function SubjectCard({
  subject,
  filter,
  eager,
}: {
  subject: Subject;
  filter: NoteFilter;
  eager: boolean;
}) {
  const groups = itemsByKind(subject.items, filter);
  return (
    <li id={subject.id} className={styles.card}>
      <img
        className={styles.art}
        src={subject.image}
        alt=""
        width={ART_WIDTH}
        height={ART_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <h2 className={styles.name} tabIndex={-1}>
        {subject.name}
      </h2>
      {groups.map(([kind, items]) => (
        <section key={kind} className={styles.group} aria-label={NOTE_KIND_LABELS[kind]}>
          <h3 className={styles.kind}>{NOTE_KIND_LABELS[kind]}</h3>
          <ul className={styles.items}>
            {items.map((item) => (
              <ItemLink key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ))}
      <ExternalLink className={styles.folder} href={subject.dest}>
        {subject.items.length > 0 ? 'Everything else: open the folder' : 'Open the folder'}
        <span className="visually-hidden"> of {subject.name}</span>
      </ExternalLink>
    </li>
  );
}
