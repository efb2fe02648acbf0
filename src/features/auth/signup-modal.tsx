import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LabelledInput } from '../../components/labelled-input/labelled-input.tsx';
import { Modal } from '../../components/modal/modal.tsx';
import { notify } from '../../components/toast/notify.ts';
import { config } from '../../config.ts';
import { MESSAGES, signupErrorMessage, validateSignup } from './auth-messages.ts';
import styles from './auth-form.module.css';
import { FormMessage } from './form-message.tsx';
import { PasswordField } from './password-field.tsx';
import { useAuth } from './use-auth.ts';

export function SignupModal() {
  const { signUp, openModal, closeModal } = useAuth();
  const navigate = useNavigate();
  const errorId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  const describedBy = error ? errorId : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateSignup(name, email, password, config.allowedEmailDomain);
    setError(invalid ?? '');
    if (invalid) return;
    setPending(true);
    try {
      await signUp(name.trim(), email.trim(), password);
      closeModal();
      navigate('/');
      notify.success(MESSAGES.signedUp);
    } catch (failure) {
      setError(signupErrorMessage(failure));
      setPending(false);
    }
  }

  return (
    <Modal title="Signup" onClose={closeModal}>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <LabelledInput
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          describedBy={describedBy}
        />
        <LabelledInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          describedBy={describedBy}
        />
        <PasswordField
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          describedBy={describedBy}
        />
        <FormMessage id={errorId} error={error} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={pending}>
            Signup
          </button>
          <button type="button" className={styles.secondary} onClick={closeModal}>
            Cancel
          </button>
        </div>
        <button type="button" className={styles.link} onClick={() => openModal('login')}>
          Login
        </button>
      </form>
    </Modal>
  );
}
