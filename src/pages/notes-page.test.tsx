import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotesPage } from './notes-page.tsx';

function renderNotes(sem: string) {
  const router = createMemoryRouter([{ path: '/notes/:sem', Component: NotesPage }], {
    initialEntries: [`/notes/${sem}`],
  });
  render(<RouterProvider router={router} />);
}

const COUNTS = [
  ['First', 5],
  ['Second', 6],
  ['Third', 6],
  ['Fourth', 6],
  ['Fifth', 6],
  ['Sixth', 6],
  ['Seventh', 4],
  ['Eighth', 1],
] as const;

describe('NotesPage', () => {
  it.each(COUNTS)('shows %i tiles for the %s semester', (sem, count) => {
    renderNotes(sem);
    expect(
      screen.getByRole('heading', { level: 1, name: `${sem} Semester Notes` }),
    ).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: `${sem} semester subjects` });
    expect(within(grid).getAllByRole('link')).toHaveLength(count);
  });

  it('opens each subject folder in a new tab without an opener', () => {
    renderNotes('Third');
    const tiles = within(
      screen.getByRole('list', { name: 'Third semester subjects' }),
    ).getAllByRole('link');
    for (const tile of tiles) {
      expect(tile.getAttribute('href')).toMatch(/^https:\/\/drive\.google\.com\//);
      expect(tile).toHaveAttribute('target', '_blank');
      expect(tile).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /^Signals and Systems/ })).toBeInTheDocument();
  });

  it('shows Management Studies alone in the Eighth semester', () => {
    renderNotes('Eighth');
    expect(screen.getByRole('link', { name: /^Management Studies/ })).toBeInTheDocument();
  });

  it('takes the semester in any letter case, as the hosting rewrites serve it', () => {
    renderNotes('third');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Third Semester Notes' }),
    ).toBeInTheDocument();
  });

  it.each(['Ninth', 'Thirdd', 'Zeroth'])('shows the not-found view for /notes/%s', (sem) => {
    renderNotes(sem);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /semester subjects/ })).toBeNull();
  });
});
