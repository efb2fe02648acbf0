import { loadAuth, loadGameBackend } from '../backend/index.ts';
import { CosGame } from '../features/cos/cos-game.tsx';

const services = { loadAuth, loadGameBackend };

export function CosPage() {
  return <CosGame services={services} />;
}
