import type { RouteHead } from './page-head.ts';
import { AccountPage } from '@/features/auth/account-page.tsx';

export const head: RouteHead = { title: 'Login' };

export function LoginPage() {
  return <AccountPage modal="login" />;
}
