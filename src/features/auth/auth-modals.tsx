import { LoginModal } from './login-modal.tsx';
import { NewPasswordModal } from './new-password-modal.tsx';
import { SignupModal } from './signup-modal.tsx';
import { useAuth } from './use-auth.ts';

/** The open account modal, if any: the lazily loaded part of the accounts feature. */
export function AuthModals() {
  const { modal } = useAuth();
  if (modal === 'login') return <LoginModal />;
  if (modal === 'signup') return <SignupModal />;
  if (modal === 'new-password') return <NewPasswordModal />;
  return null;
}
