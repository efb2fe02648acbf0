import { Link } from 'react-router-dom';
import committee from 'virtual:content/committee';
import type { RouteHead } from './page-head.ts';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { PeopleSection } from '@/components/person-card/people-section.tsx';
import styles from './members/members-page.module.css';

export const head: RouteHead = {
  title: 'Members',
  description: `Office bearers, senior and junior members of ECS, NIT Silchar, ${committee.term}.`,
};

export function MembersPage() {
  return (
    <>
      <PageHeader title="Members" eyebrow="Electronics & Communication Society">
        <p>
          The office bearers, senior and junior members who run the society in{' '}
          <span className={styles.term}>{committee.term}</span>.
        </p>
      </PageHeader>
      {committee.groups.map((group, index) => (
        <PeopleSection
          key={group.heading}
          heading={group.heading}
          people={group.people}
          featured={index === 0}
          leadsPage={index === 0}
        />
      ))}
      <p className={styles.past}>
        <Link to="/members/past">Past committees</Link>
      </p>
    </>
  );
}
