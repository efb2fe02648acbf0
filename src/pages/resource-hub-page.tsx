import type { RouteHead } from './page-head.ts';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { RequireUser } from '@/features/auth/require-user.tsx';
import { VerifyEmailNotice } from '@/features/auth/verify-email-notice.tsx';
import { ResourceHub } from '@/features/resources/resource-hub.tsx';

export const head: RouteHead = {
  title: 'Resource Hub',
  description: 'Semester notes and course structures for ECE students.',
};

export function ResourceHubPage() {
  return (
    <RequireUser>
      <PageHeader title="Resource Hub" eyebrow="Study material">
        <p>Notes for every subject and the course structure of each semester.</p>
      </PageHeader>
      <VerifyEmailNotice />
      <ResourceHub />
    </RequireUser>
  );
}
