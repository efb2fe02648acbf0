import { LabelledInput } from '@/components/labelled-input/labelled-input.tsx';

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  /** The only domain the form takes, named beside the label (sign-up). */
  domain?: string;
}

/** The e-mail field of the login and signup forms. */
export function EmailField({ value, onChange, describedBy, domain }: EmailFieldProps) {
  return (
    <LabelledInput
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      describedBy={describedBy}
      hint={domain && `Your @${domain} address`}
    />
  );
}
