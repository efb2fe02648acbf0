import { loadAuth, loadGameBackend, loadOrganizerBackend } from '../backend/index.ts';
import { OrganizersConsole } from '../features/cos/admin/organizers-console.tsx';

const services = { loadAuth, loadGameBackend, loadOrganizerBackend };

export function CosAdminPage() {
  return <OrganizersConsole services={services} />;
}
