import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LabelledInput } from '@/components/labelled-input/labelled-input.tsx';
import { notify } from '@/components/toast/notify.ts';
import { config } from '@/config.ts';
import { MESSAGES, signupErrorMessage, validateSignup } from './auth-messages.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './email-field.tsx';
import { PasswordField } from './password-field.tsx';
import { useAuth } from './use-auth.ts';
import { useFormSubmission } from './use-form-submission.ts';

export function SignupModal() {
  const { signUp, openModal, closeModal, returnTo } = useAuth();
  const navigate = useNavigate();
  const submission = useFormSubmission();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function signUpAndStay() {
    return submission.submit({
      invalid: validateSignup(name, email, password, config.allowedEmailDomain),
      send: async () => {
        await signUp(name.trim(), email.trim(), password);
        closeModal();
        if (returnTo) navigate(returnTo);
        notify.success(MESSAGES.signedUp);
      },
      describeFailure: signupErrorMessage,
    });
  }

  return (
    <AuthForm
      title="Signup"
      submission={submission}
      onSubmit={signUpAndStay}
      submitLabel="Signup"
      onCancel={closeModal}
      switchLabel="Login"
      onSwitch={() => openModal('login')}
    >
      <LabelledInput
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        describedBy={submission.describedBy('name')}
      />
      <EmailField
        value={email}
        onChange={setEmail}
        describedBy={submission.describedBy('email')}
        domain={config.allowedEmailDomain}
      />
      <PasswordField
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        describedBy={submission.describedBy('password')}
      />
    </AuthForm>
  );
}
