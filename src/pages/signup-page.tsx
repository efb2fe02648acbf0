import type { RouteHead } from './page-head.ts';
import { AccountPage } from '@/features/auth/account-page.tsx';

export const head: RouteHead = { title: 'Sign up' };

export function SignupPage() {
  return <AccountPage modal="signup" />;
}
