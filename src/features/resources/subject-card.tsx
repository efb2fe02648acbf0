import { ExternalLink } from '@/components/external-link/external-link.tsx';
import type { NotesPlace } from '@/content/notes-desk.ts';
import type { SemesterName } from '@/content/semester-names.ts';
import { NOTE_KIND_LABELS, type NoteItem, type Subject } from '@/content/semester-notes.ts';
import { ReportProblem } from './desk/report-problem.tsx';
import styles from './subject-card.module.css';
import { itemsByKind, type NoteFilter } from './note-filters.ts';

const ART_WIDTH = 320;
const ART_HEIGHT = 200;

function ItemLink({ item, folder }: { item: NoteItem; folder: NotesPlace }) {
  const about = [item.year, item.teacher].filter(Boolean).join(', ');
  return (
    <li className={styles.item}>
      <ExternalLink className={styles.link} href={item.link}>
        {item.title}
      </ExternalLink>
      {about && <span className={styles.about}>{about}</span>}
      {item.credit && <span className={styles.about}>Shared by {item.credit}</span>}
      <ReportProblem place={{ ...folder, itemId: item.id, item: item.title }} />
    </li>
  );
}

/**
 * A subject: its items the filter keeps, by kind, each opening in a new tab, and its shared
 * folder for everything else, each with "Report a problem". Its id is the target of a search
 * result's link.
 */
export function SubjectCard({
  sem,
  subject,
  filter,
  eager,
}: {
  sem: SemesterName;
  subject: Subject;
  filter: NoteFilter;
  eager: boolean;
}) {
  const groups = itemsByKind(subject.items, filter);
  // A report names the subject's folder with itemId '', or one of its items.
  const folder = { sem, subjectId: subject.id, subject: subject.name, itemId: '', item: '' };
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
              <ItemLink key={item.id} item={item} folder={folder} />
            ))}
          </ul>
        </section>
      ))}
      <ExternalLink className={styles.folder} href={subject.dest}>
        {subject.items.length > 0 ? 'Everything else: open the folder' : 'Open the folder'}
        <span className="visually-hidden"> of {subject.name}</span>
      </ExternalLink>
      <ReportProblem place={folder} className={styles.folderReport} />
    </li>
  );
}
