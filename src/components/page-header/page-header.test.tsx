import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  it('gives the page its one level-1 heading with the eyebrow and lead', () => {
    render(
      <PageHeader title="Members" eyebrow="ECS, NIT Silchar">
        <p>The people behind the society.</p>
      </PageHeader>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Members' })).toBeInTheDocument();
    expect(screen.getByText('ECS, NIT Silchar')).toBeInTheDocument();
    expect(screen.getByText('The people behind the society.')).toBeInTheDocument();
  });
});
