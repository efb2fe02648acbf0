import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link.tsx';

describe('ExternalLink', () => {
  it('opens in a new tab without an opener and tells screen readers so', () => {
    render(<ExternalLink href="https://example.org/form">REGISTER HERE</ExternalLink>);
    const link = screen.getByRole('link', { name: 'REGISTER HERE (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.org/form');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
