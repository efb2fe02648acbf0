import pastCommittees from 'virtual:content/past-committees';
import type { RouteHead } from './page-head.ts';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { PeopleSection } from '@/components/person-card/people-section.tsx';
import styles from './members/members-page.module.css';

export const head: RouteHead = {
  title: 'Past Committees',
  description: 'The office bearers and members of ECS, NIT Silchar, in earlier years.',
};

export function PastMembersPage() {
  return (
    <>
      <PageHeader title="Past Committees" eyebrow="Electronics & Communication Society">
        <p>Who ran the society in earlier years, term by term.</p>
      </PageHeader>
      {pastCommittees.map((past) => (
        <section
          key={past.term}
          aria-labelledby={`term-${past.term}`}
          className={styles.termSection}
        >
          <h2 id={`term-${past.term}`} className={styles.termHeading}>
            {past.term}
          </h2>
          {past.groups.map((group) => (
            <PeopleSection
              key={group.heading}
              heading={group.heading}
              people={group.people}
              level={3}
            />
          ))}
        </section>
      ))}
    </>
  );
}
