import { Link, useParams } from 'react-router-dom';
import type { RouteHead } from './page-head.ts';
import { NotFound } from '@/components/not-found/not-found.tsx';
import { PageHeader } from '@/components/page-header/page-header.tsx';
import { findSemester } from '@/content/semesters.ts';
import { SemesterNotes } from '@/features/resources/semester-notes.tsx';

export const head: RouteHead = {
  title: (params) => {
    const semester = findSemester(params.sem);
    return semester ? `${semester.sem} Semester Notes` : 'Page not found';
  },
  description: 'Subject-wise notes for ECE students.',
};

export function NotesPage() {
  const semester = findSemester(useParams().sem);
  if (!semester) return <NotFound />;

  return (
    <>
      <PageHeader title={`${semester.sem} Semester Notes`} eyebrow="Resource Hub">
        <p>
          Pick a subject to open its shared notes folder.{' '}
          <Link to="/resourcehub">All semesters</Link>
        </p>
      </PageHeader>
      <SemesterNotes semester={semester} />
    </>
  );
}
