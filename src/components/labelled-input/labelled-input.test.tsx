import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelledInput } from './labelled-input.tsx';

describe('LabelledInput', () => {
  it('renders a labelled, always required field described by its error', () => {
    render(
      <>
        <LabelledInput label="Email" type="email" describedBy="form-error" />
        <p id="form-error">Fill all fields</p>
      </>,
    );
    const field = screen.getByLabelText('Email');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('Fill all fields');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows its hint beside the label and reads it with the field, before an error', () => {
    render(
      <>
        <LabelledInput label="Email" hint="Your @ece.nits.ac.in address" describedBy="form-error" />
        <p id="form-error">Only ECE valid</p>
      </>,
    );
    expect(screen.getByText('Your @ece.nits.ac.in address')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Your @ece.nits.ac.in address Only ECE valid',
    );
  });

  it('marks the field invalid only while an error describes it', () => {
    render(<LabelledInput label="Email" type="email" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });
});
