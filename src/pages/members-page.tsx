import type { RouteHead } from './page-head.ts';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { PeopleSection } from '@/components/person-card/people-section.tsx';
import { juniorMembers, officeBearers, seniorMembers } from '@/content/members.ts';

export const head: RouteHead = {
  title: 'Members',
  description: 'Office bearers, senior and junior members of ECS, NIT Silchar.',
};

export function MembersPage() {
  return (
    <>
      <PageHeader title="Members" eyebrow="Electronics & Communication Society">
        <p>The office bearers, senior and junior members who run the society through the year.</p>
      </PageHeader>
      <PeopleSection heading="Office Bearers" people={officeBearers} featured />
      <PeopleSection heading="SENIOR MEMBERS" people={seniorMembers} />
      <PeopleSection heading="JUNIOR MEMBERS" people={juniorMembers} />
    </>
  );
}
