import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notify } from '@/components/toast/notify.ts';
import { loginErrorMessage, MESSAGES, resetErrorMessage, validateLogin } from './auth-messages.ts';
import { AuthForm } from './auth-form.tsx';
import styles from './auth-form.module.css';
import { EmailField } from './email-field.tsx';
import { PasswordField } from './password-field.tsx';
import { useAuth } from './use-auth.ts';
import { useLocalOutbox } from './use-local-outbox.ts';
import { useFormSubmission } from './use-form-submission.ts';

type Mode = 'login' | 'reset';

export function LoginModal() {
  const { signIn, sendPasswordReset, openModal, closeModal, notice, returnTo, reason } = useAuth();
  const navigate = useNavigate();
  const submission = useFormSubmission();
  const [mode, setMode] = useState<Mode>('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState(notice);
  const [resetSent, setResetSent] = useState<{ email: string; count: number } | null>(null);
  const outbox = useLocalOutbox(resetSent?.email ?? null, 'resetPassword', resetSent?.count ?? 0);

  function resetPassword() {
    return submission.submit({
      send: async () => {
        await sendPasswordReset(email.trim());
        setMode('login');
        setStatus(MESSAGES.emailSent);
        setResetSent((sent) => ({ email: email.trim(), count: (sent?.count ?? 0) + 1 }));
      },
      describeFailure: resetErrorMessage,
    });
  }

  function logIn() {
    return submission.submit({
      invalid: validateLogin(email, password),
      send: async () => {
        await signIn(email.trim(), password);
        closeModal();
        if (returnTo) navigate(returnTo);
        notify.success(MESSAGES.loggedIn);
      },
      describeFailure: loginErrorMessage,
    });
  }

  function onSubmit() {
    setStatus('');
    setResetSent(null);
    return mode === 'reset' ? resetPassword() : logIn();
  }

  function startReset(event: MouseEvent<HTMLButtonElement>) {
    // This button leaves the form in reset mode: move focus on before it is gone with it.
    const emailField = event.currentTarget.form?.elements.namedItem('email');
    if (emailField instanceof HTMLInputElement) emailField.focus();
    setMode('reset');
    setPassword('');
    submission.clearError();
    setStatus('');
  }

  return (
    <AuthForm
      title={mode === 'reset' ? 'Reset' : 'Login'}
      submission={submission}
      status={status}
      reason={mode === 'login' ? reason : null}
      onSubmit={onSubmit}
      submitLabel={mode === 'reset' ? 'Send Email' : 'Login'}
      onCancel={() => openModal('signup')}
      switchLabel="Don't have an account? Sign up"
      onSwitch={() => openModal('signup')}
    >
      <EmailField value={email} onChange={setEmail} describedBy={submission.describedBy('email')} />
      {mode === 'login' && (
        <>
          <PasswordField
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            describedBy={submission.describedBy('password')}
          />
          <button type="button" className={styles.link} onClick={startReset}>
            Forgot Password?
          </button>
        </>
      )}
      {resetSent && outbox.local && outbox.link && (
        <p className={styles.localLink}>
          {MESSAGES.localModeResetLink} <a href={outbox.link}>Reset the password</a>
        </p>
      )}
    </AuthForm>
  );
}
