import type { RouteHead } from './page-head.ts';
import { loadAuth, loadGameBackend } from '@/backend/index.ts';
import { loadOrganizerBackend } from '@/backend/organizer-backend.ts';
import { VerifyEmailNotice } from '@/features/auth/verify-email-notice.tsx';
import { OrganizersConsole } from '@/features/cos/console/organizers-console.tsx';

// The notes' desk loads with the console's notes panel, not with the route.
const loadNotesDesk = () =>
  import('@/backend/notes-desk-backend.ts').then((m) => m.loadNotesDesk());

const services = { loadAuth, loadGameBackend, loadOrganizerBackend, loadNotesDesk };

export const head: RouteHead = {
  title: 'Organizers',
  description: "The Chamber of Secrets organizers' console.",
};

export function ConsolePage() {
  return (
    <OrganizersConsole
      services={services}
      verifyNotice={<VerifyEmailNotice purpose="Then the console opens." />}
    />
  );
}
