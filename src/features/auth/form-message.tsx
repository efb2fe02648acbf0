import styles from './auth-form.module.css';

interface FormMessageProps {
  id: string;
  error: string;
  status?: string;
}

/** The form's error (announced at once) or its good news (announced politely). */
export function FormMessage({ id, error, status }: FormMessageProps) {
  if (error) {
    return (
      <p id={id} role="alert" className={styles.error}>
        {error}
      </p>
    );
  }
  return (
    <p role="status" className={styles.status}>
      {status}
    </p>
  );
}
