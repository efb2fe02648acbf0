import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  EVENING,
  ME,
  ownTeam,
  playEachTestInTheEvening,
  renderGame,
  seedGuess,
  seedTeam,
} from '@/test/game-test-harness.tsx';
import {
  COOLDOWN_SECONDS,
  nextGuessIn,
  onRiddle,
  questionHeading,
  scoreAfter,
  timeLeftAfter,
} from '@/test/game-texts.ts';
import { storedTable } from '@/test/local-tables.ts';

const HINT = '1 to 40 characters: English letters, digits, spaces and keyboard symbols.';
const CHARACTERS = 'Use only English letters, digits, spaces and keyboard symbols.';

const storedTeams = () => storedTable('teams');

playEachTestInTheEvening();

async function openTeamEntry() {
  const rendered = renderGame();
  await rendered.user.click(await screen.findByRole('button', { name: 'NEXT' }));
  return { ...rendered, field: screen.getByLabelText('Team name') };
}

describe('the team name', () => {
  it('says what a name may hold, tied to the field', async () => {
    const { field } = await openTeamEntry();
    expect(field).toHaveAccessibleDescription(HINT);
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['a Cyrillic look-alike', '\u0430lpha'],
    ['a zero-width space', 'alpha\u200b'],
  ])('refuses %s before anything is sent, keeping focus in the field', async (_, name) => {
    const { user, field } = await openTeamEntry();
    await user.type(field, `${name}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent(CHARACTERS);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${HINT} ${CHARACTERS}`);
    expect(field).toHaveFocus();
    expect(storedTeams()).toEqual({});
    expect(screen.queryByRole('heading', { name: /^Question/ })).not.toBeInTheDocument();
  });

  it('moves focus back to the field when the button was pressed', async () => {
    const { user, field } = await openTeamEntry();
    await user.type(field, '\u0430lpha');
    await user.click(screen.getByRole('button', { name: 'START THE GAME' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CHARACTERS);
    expect(field).toHaveFocus();
  });

  it('keeps one space where two are typed in a row, so that no name looks like another', async () => {
    const { user, field } = await openTeamEntry();
    await user.type(field, 'Tesla  Coils');
    expect(field).toHaveValue('Tesla Coils');
    await user.clear(field);
    await user.paste('a    b');
    expect(field).toHaveValue('a b');
    await user.type(field, '{Enter}');
    expect(await screen.findByRole('heading', { name: questionHeading(1) })).toBeInTheDocument();
    expect(storedTeams()).toEqual({ 'a b': expect.objectContaining({ teamName: 'a b' }) });
  });

  it('keeps the caret in place when it drops a doubled space inside the name', async () => {
    const { user, field } = await openTeamEntry();
    await user.type(field, 'TeslaCoils{ArrowLeft>5/} ');
    expect(field).toHaveValue('Tesla Coils');
    await user.type(field, ' ', { skipClick: true });
    expect(field).toHaveValue('Tesla Coils');
    await user.type(field, 'X', { skipClick: true });
    expect(field).toHaveValue('Tesla XCoils');
  });

  it('trims what was typed and registers the lowercased name under its key', async () => {
    const { user, field } = await openTeamEntry();
    await user.type(field, '  Team.Ohm #1  {Enter}');
    expect(await screen.findByRole('heading', { name: questionHeading(1) })).toBeInTheDocument();
    expect(storedTeams()).toEqual({
      'team%2Eohm %231': expect.objectContaining({ teamName: 'team.ohm #1', owner: ME }),
    });
  });
});

describe('a device that already plays as a team', () => {
  it('offers that team instead of a name and resumes it where it was, cooldown included', async () => {
    const startedAt = EVENING.getTime() - 10 * 60_000;
    seedTeam('op amps', { teamName: 'op amps', ...onRiddle(5), startedAt });
    seedGuess('op amps', { question: 5, proof: '0'.repeat(64), at: Date.now() - 2000, count: 3 });
    ownTeam('op amps');
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('This device is already playing as op amps.')).toBeVisible();
    expect(screen.queryByLabelText('Team name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'RESUME THE GAME' }));
    expect(await screen.findByRole('heading', { name: questionHeading(5) })).toBeInTheDocument();
    expect(screen.getByText(scoreAfter(4))).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe(nextGuessIn(COOLDOWN_SECONDS - 2));
    expect(screen.getByText(timeLeftAfter(10))).toBeInTheDocument();
  });

  it('resumes with no wait when its last guess was the right answer that moved it on', async () => {
    const startedAt = EVENING.getTime() - 10 * 60_000;
    seedTeam('op amps', { teamName: 'op amps', ...onRiddle(5), startedAt });
    seedGuess('op amps', { question: 4, proof: '0'.repeat(64), at: Date.now() - 1000, count: 3 });
    ownTeam('op amps');
    const { user } = renderGame();
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    await user.click(await screen.findByRole('button', { name: 'RESUME THE GAME' }));
    expect(await screen.findByRole('heading', { name: questionHeading(5) })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText(/Next guess in/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  });

  it('keeps RESUME THE GAME focused and aria-disabled while the team is fetched', async () => {
    seedTeam('op amps', { teamName: 'op amps' });
    ownTeam('op amps');
    let reads = 0;
    const { user } = renderGame({
      wrapTeams: (teams) => ({
        ...teams,
        get: (key) => ((reads += 1) > 1 ? new Promise(() => undefined) : teams.get(key)),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    const resume = await screen.findByRole('button', { name: 'RESUME THE GAME' });
    await user.click(resume);
    expect(resume).toHaveAttribute('aria-disabled', 'true');
    expect(resume).not.toBeDisabled();
    expect(resume).toHaveFocus();
  });

  it('asks for a name when the team it owned is gone', async () => {
    ownTeam('reset team');
    const { field } = await openTeamEntry();
    expect(field).toBeVisible();
    expect(screen.queryByRole('button', { name: 'RESUME THE GAME' })).not.toBeInTheDocument();
  });
});
