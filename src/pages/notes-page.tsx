import { Link, useParams } from 'react-router-dom';
import type { RouteHead } from './page-head.ts';
import { NotFound } from '@/components/not-found/not-found.tsx';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { semesterName } from '@/content/semester-names.ts';
import { RequireUser } from '@/features/auth/require-user.tsx';
import { VerifyEmailNotice } from '@/features/auth/verify-email-notice.tsx';
import { SubjectTiles } from '@/features/resources/subject-tiles.tsx';

export const head: RouteHead = {
  title: (params) => {
    const sem = semesterName(params.sem);
    return sem ? `${sem} Semester Notes` : 'Page not found';
  },
  description: 'Subject-wise notes for ECE students.',
};

export function NotesPage() {
  const sem = semesterName(useParams().sem);
  if (!sem) return <NotFound />;

  return (
    <RequireUser>
      <PageHeader title={`${sem} Semester Notes`} eyebrow="Resource Hub">
        <p>
          Each subject's files by kind and year, and its shared folder for everything else.{' '}
          <Link to="/resourcehub">All semesters</Link>
        </p>
      </PageHeader>
      <VerifyEmailNotice />
      <SubjectTiles sem={sem} />
    </RequireUser>
  );
}
