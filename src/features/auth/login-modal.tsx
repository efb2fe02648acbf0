import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LabelledInput } from '../../components/labelled-input/labelled-input.tsx';
import { Modal } from '../../components/modal/modal.tsx';
import { notify } from '../../components/toast/notify.ts';
import { loginErrorMessage, MESSAGES, resetErrorMessage, validateLogin } from './auth-messages.ts';
import styles from './auth-form.module.css';
import { FormMessage } from './form-message.tsx';
import { PasswordField } from './password-field.tsx';
import { useAuth } from './use-auth.ts';

type Mode = 'login' | 'reset';

export function LoginModal() {
  const { signIn, sendPasswordReset, openModal, closeModal } = useAuth();
  const navigate = useNavigate();
  const errorId = useId();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(false);
  const describedBy = error ? errorId : undefined;

  async function resetPassword() {
    try {
      await sendPasswordReset(email.trim());
      setMode('login');
      setStatus(MESSAGES.emailSent);
    } catch (failure) {
      setError(resetErrorMessage(failure));
    }
  }

  async function logIn() {
    const invalid = validateLogin(email, password);
    if (invalid) {
      setError(invalid);
      return;
    }
    try {
      await signIn(email.trim(), password);
      closeModal();
      navigate('/');
      notify.success(MESSAGES.loggedIn);
    } catch (failure) {
      setError(loginErrorMessage(failure));
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setStatus('');
    setPending(true);
    await (mode === 'reset' ? resetPassword() : logIn());
    setPending(false);
  }

  function startReset(event: MouseEvent<HTMLButtonElement>) {
    // This button leaves the form in reset mode: move focus on before it is gone with it.
    const emailField = event.currentTarget.form?.elements.namedItem('email');
    if (emailField instanceof HTMLInputElement) emailField.focus();
    setMode('reset');
    setPassword('');
    setError('');
    setStatus('');
  }

  return (
    <Modal title={mode === 'reset' ? 'Reset' : 'Login'} onClose={closeModal}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <LabelledInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          describedBy={describedBy}
        />
        {mode === 'login' && (
          <>
            <PasswordField
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              describedBy={describedBy}
            />
            <button type="button" className={styles.link} onClick={startReset}>
              Forgot Password?
            </button>
          </>
        )}
        <FormMessage id={errorId} error={error} status={status} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={pending}>
            {mode === 'reset' ? 'Send Email' : 'Login'}
          </button>
          <button type="button" className={styles.secondary} onClick={() => openModal('signup')}>
            Cancel
          </button>
        </div>
        <button type="button" className={styles.link} onClick={() => openModal('signup')}>
          Already have an account? Sign up
        </button>
      </form>
    </Modal>
  );
}
