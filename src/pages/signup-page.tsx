import { AccountPage } from '../features/auth/account-page.tsx';

export function SignupPage() {
  return <AccountPage modal="signup" />;
}
