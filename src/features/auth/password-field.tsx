import { useState } from 'react';
import { LabelledInput } from '@/components/labelled-input/labelled-input.tsx';
import styles from './auth-form.module.css';

interface PasswordFieldProps {
  /** "Password" unless said otherwise. */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  describedBy?: string;
}

/** The password with a "Show password" toggle once more than one character is typed. */
export function PasswordField({
  label = 'Password',
  value,
  onChange,
  autoComplete,
  describedBy,
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const canToggle = value.length > 1;
  return (
    <LabelledInput
      label={label}
      name="password"
      type={visible && canToggle ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      describedBy={describedBy}
      action={
        canToggle && (
          <button type="button" className={styles.toggle} onClick={() => setVisible(!visible)}>
            {visible ? 'Hide password' : 'Show password'}
          </button>
        )
      }
    />
  );
}
