import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SEMESTERS } from '@/content/semester-names.ts';
import { ResourceHub } from './resource-hub.tsx';

describe('ResourceHub', () => {
  it('lists the eight semesters, First to Eighth, in order', () => {
    render(<ResourceHub />, { wrapper: MemoryRouter });
    const items = within(screen.getByRole('list', { name: 'Semesters' })).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(
      SEMESTERS.map((sem) => `${sem} Semester`),
    );
  });

  it.each(SEMESTERS)('gives the %s semester a NOTES link and a COURSE STRUCTURE link', (sem) => {
    render(<ResourceHub />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: `NOTES of the ${sem} semester` })).toHaveAttribute(
      'href',
      `/notes/${sem}`,
    );
    const structure = screen.getByRole('link', {
      name: `COURSE STRUCTURE of the ${sem} semester (opens in a new tab)`,
    });
    expect(structure.getAttribute('href')).toMatch(/^https:\/\//);
    expect(structure).toHaveAttribute('target', '_blank');
    expect(structure).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
