import type { RouteHead } from './page-head.ts';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { PeopleSection } from '@/components/person-card/people-section.tsx';
import developers from 'virtual:content/developers';

export const head: RouteHead = {
  title: 'Developers',
  description: 'The technical team that builds the ECS website.',
};

export function DevelopersPage() {
  return (
    <>
      <PageHeader title="Developers" eyebrow="Electronics & Communication Society">
        <p>The technical team that designs, builds and runs this website.</p>
      </PageHeader>
      {developers.map((group, index) => (
        <PeopleSection
          key={group.heading}
          heading={group.heading}
          people={group.people}
          featured={index === 0}
          leadsPage={index === 0}
        />
      ))}
    </>
  );
}
