import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import sample from '@/content/semester-notes.sample.json';
import { toSemesterNotes } from '@/content/semester-notes.ts';
import { NotesSearchBox, SHOWN_RESULTS } from './notes-search-box.tsx';

const notes = toSemesterNotes(sample) ?? [];

function Where() {
  const { pathname, hash } = useLocation();
  return <p>{`At ${pathname}${hash}`}</p>;
}

function renderSearch() {
  render(
    <MemoryRouter initialEntries={['/resourcehub']}>
      <Routes>
        <Route path="/resourcehub" element={<NotesSearchBox notes={notes} />} />
        <Route path="/notes/:sem" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('searchbox', { name: 'Search the notes' });
}

const results = () => screen.getByRole('list', { name: 'Search results' });
const count = () => within(screen.getByRole('search', { name: 'Notes' })).getByRole('status');

describe('NotesSearchBox', () => {
  it('finds DSP by "dsp": the subject on its notes page, then its items, and says how many', async () => {
    const user = userEvent.setup();
    const box = renderSearch();
    expect(box).toHaveAccessibleDescription(
      'A subject, title, teacher or year, in any semester; short names such as DSP or pyq work too.',
    );
    expect(count()).toHaveTextContent('');
    await user.type(box, 'dsp');
    const links = within(results()).getAllByRole('link');
    expect(count()).toHaveTextContent(`${links.length} results`);
    expect(links[0]).toHaveAccessibleName('Digital Signal Processing Fifth semester, subject');
    expect(links[0]).toHaveAttribute('href', '/notes/Fifth#digital-signal-processing');
    const paper = within(results()).getByRole('link', {
      name: "End-semester paper Digital Signal Processing, Fifth semester, Previous year's paper, 2024, Dr. R. Laskar (opens in a new tab)",
    });
    expect(paper).toHaveAttribute('target', '_blank');
    expect(paper).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists only the previous years\' papers of 2024 for "pyq 2024"', async () => {
    const user = userEvent.setup();
    await user.type(renderSearch(), 'pyq 2024');
    const links = within(results()).getAllByRole('link');
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(link).toHaveTextContent("Previous year's paper, 2024");
    expect(count()).toHaveTextContent(`${links.length} results`);
  });

  it('is used with the keyboard alone: type, Tab to a result, Enter to follow it', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.keyboard('emft');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox')).toHaveValue('emft');
    await user.tab();
    expect(within(results()).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('At /notes/Third#electromagnetic-field-theory')).toBeInTheDocument();
  });

  it('says when nothing is found, lists a long result in part, and clears with the query', async () => {
    const user = userEvent.setup();
    const box = renderSearch();
    await user.type(box, 'quantum');
    expect(count()).toHaveTextContent('Nothing found for "quantum".');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    await user.clear(box);
    await user.type(box, 'e');
    expect(count()).toHaveTextContent(
      new RegExp(`^\\d+ results; the first ${SHOWN_RESULTS} are shown\\.$`),
    );
    expect(within(results()).getAllByRole('link')).toHaveLength(SHOWN_RESULTS);
    await user.clear(box);
    expect(count()).toHaveTextContent('');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });
});
