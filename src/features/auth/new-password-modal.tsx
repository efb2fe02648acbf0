import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, newPasswordErrorMessage, validateNewPassword } from './auth-messages.ts';
import { AuthForm } from './auth-form.tsx';
import { PasswordField } from './password-field.tsx';
import { passwordResetCode } from './reset-link.ts';
import { useAuth } from './use-auth.ts';
import { useFormSubmission } from './use-form-submission.ts';

/** Finishes a password reset with the code of the link the page was opened with. */
export function NewPasswordModal() {
  const { confirmPasswordReset, openModal, closeModal } = useAuth();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const submission = useFormSubmission();
  const [password, setPassword] = useState('');

  function savePassword() {
    return submission.submit({
      invalid: validateNewPassword(password),
      send: async () => {
        await confirmPasswordReset(passwordResetCode(search) ?? '', password);
        // The code is spent: replace the address, so neither a reload nor Back offers it again.
        navigate(pathname, { replace: true });
        openModal('login', { notice: MESSAGES.passwordChanged });
      },
      describeFailure: newPasswordErrorMessage,
    });
  }

  return (
    <AuthForm
      title="Reset"
      submission={submission}
      onSubmit={savePassword}
      submitLabel="Save password"
      onCancel={closeModal}
    >
      <PasswordField
        label="New password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        describedBy={submission.describedBy('password')}
      />
    </AuthForm>
  );
}
