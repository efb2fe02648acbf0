import type { RouteHead } from './page-head.ts';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { PeopleSection } from '@/components/person-card/people-section.tsx';
import { juniorTechnicalMembers } from '@/content/developers.ts';
import { technicalHead } from '@/content/office-bearers.ts';

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
      <PeopleSection heading="Technical Head" people={[technicalHead]} featured />
      <PeopleSection heading="Junior Technical Members" people={juniorTechnicalMembers} />
    </>
  );
}
