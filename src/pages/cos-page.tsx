import type { RouteHead } from './page-head.ts';
import { loadAuth, loadGameBackend } from '@/backend/index.ts';
import { CosGame } from '@/features/cos/cos-game.tsx';
import { useAuth } from '@/features/auth/use-auth.ts';

export const head: RouteHead = {
  title: 'Chamber of Secrets',
  description: 'The Chamber of Secrets riddle game.',
};

const services = { loadAuth, loadGameBackend };

export function CosPage() {
  const { openModal } = useAuth();
  return <CosGame services={services} onLogIn={(opener) => openModal('login', { opener })} />;
}
