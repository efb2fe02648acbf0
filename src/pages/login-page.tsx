import { AccountPage } from '../features/auth/account-page.tsx';

export function LoginPage() {
  return <AccountPage modal="login" />;
}
