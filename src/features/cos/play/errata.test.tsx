import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  answer,
  ownTeam,
  playEachTestInTheEvening,
  renderGame,
  seedTeam,
} from '@/test/game-test-harness.tsx';
import { onRiddle, questionHeading } from '@/test/game-texts.ts';
import { seedTables } from '@/test/local-tables.ts';
import { TOLD_KEY } from '../errata/use-erratum-told.ts';

/** A riddle's correction, as the players see it and are told of it. */
const TOLD = 'The organizers have corrected this riddle: read the correction above.';
const FIX = 'Read "north" for "south".';

/** As the console in another tab leaves the night: each riddle's correction, by number. */
function correct(errata: Record<number, { text: string; at: number }>) {
  act(() => seedTables({ night: { errata } }));
}

async function resumeOn(riddle: number) {
  seedTeam('op amps', onRiddle(riddle));
  ownTeam('op amps');
  const rendered = renderGame();
  await rendered.user.click(await screen.findByRole('button', { name: 'NEXT' }));
  await rendered.user.click(await screen.findByRole('button', { name: 'RESUME THE GAME' }));
  expect(await screen.findByRole('heading', { name: questionHeading(riddle) })).toBeVisible();
  return rendered;
}

/** The correction on the riddle: its text, in the note whose mark says "Correction". */
function shownCorrection(text: string) {
  const note = screen.getByText(text, { exact: false, selector: 'p:not(.visually-hidden)' });
  expect(within(note).getByText('Correction')).toBeVisible();
  return note;
}

playEachTestInTheEvening();

describe('a riddle corrected by the organizers', () => {
  it('shows the correction on its riddle, marked, and tells the team on it once, politely', async () => {
    const { unmount } = await resumeOn(3);
    correct({ 3: { text: FIX, at: 1_000 } });
    expect(shownCorrection(FIX)).toBeVisible();
    const told = screen.getByText(TOLD);
    expect(told.closest('[aria-live="polite"]')).not.toBeNull();
    expect(told).toHaveTextContent(FIX);
    // The night read again: the same correction, told no second time.
    correct({ 3: { text: FIX, at: 1_000 } });
    expect(screen.getAllByText(TOLD)).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(TOLD_KEY) ?? '{}')).toEqual({ 3: 1_000 });
    unmount();

    // A reload: the correction is on the riddle, and this device has told it already.
    await resumeOn(3);
    expect(shownCorrection(FIX)).toBeVisible();
    expect(screen.queryByText(TOLD)).not.toBeInTheDocument();
  });

  it('tells an edited correction again, and takes a withdrawn one away', async () => {
    await resumeOn(3);
    correct({ 3: { text: FIX, at: 1_000 } });
    correct({ 3: { text: 'Ignore the picture.', at: 2_000 } });
    expect(shownCorrection('Ignore the picture.')).toBeVisible();
    expect(screen.getByText(TOLD)).toHaveTextContent('Ignore the picture.');
    correct({});
    expect(screen.queryByText('Correction')).not.toBeInTheDocument();
    expect(screen.queryByText(TOLD)).not.toBeInTheDocument();
  });

  it('tells a team that resumes on a riddle corrected while it was away', async () => {
    seedTables({ night: { errata: { 3: { text: FIX, at: 1_000 } } } });
    await resumeOn(3);
    expect(shownCorrection(FIX)).toBeVisible();
    expect(await screen.findByText(TOLD)).toBeInTheDocument();
  });

  it('shows a riddle reached by an answer with its correction, untold; one posted later is told', async () => {
    const { user } = await resumeOn(3);
    correct({ 4: { text: FIX, at: 1_000 }, 9: { text: 'Riddle 9 is void.', at: 1_000 } });
    expect(screen.queryByText('Correction')).not.toBeInTheDocument();
    await answer(user, 'answer3');
    expect(await screen.findByRole('heading', { name: questionHeading(4) })).toBeVisible();
    expect(shownCorrection(FIX)).toBeVisible();
    expect(screen.queryByText('Riddle 9 is void.')).not.toBeInTheDocument();
    expect(screen.queryByText(TOLD)).not.toBeInTheDocument();
    correct({ 4: { text: 'Ignore the picture.', at: 2_000 } });
    expect(screen.getByText(TOLD)).toBeInTheDocument();
  });
});
