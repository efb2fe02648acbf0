import type { RouteHead } from './page-head.ts';
import { loadAuth, loadGameBackend } from '@/backend/index.ts';
import { CosGame } from '@/features/cos/cos-game.tsx';

export const head: RouteHead = {
  title: 'Chamber of Secrets',
  description: 'The Chamber of Secrets riddle game.',
};

const services = { loadAuth, loadGameBackend };

export function CosPage() {
  return <CosGame services={services} />;
}
