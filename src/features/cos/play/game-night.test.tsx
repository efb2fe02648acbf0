import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError, type TeamPort } from '@/backend/ports.ts';
import { REGISTRATION_MS } from '@/game/numbers.ts';
import type { TeamRecord } from '@/game/types.ts';
import { PRACTICE_KEY } from '@/features/cos/play/use-practice-keeping.ts';
import {
  answer,
  enterTeam,
  losingGuessReplies,
  passTime,
  playEachTestInTheEvening,
  renderGame,
  seedTeam,
} from '@/test/game-test-harness.tsx';
import { onRiddle, scoreAfter } from '@/test/game-texts.ts';
import { storedTable } from '@/test/local-tables.ts';

vi.mock('@/components/toast/notify.ts', () => import('@/test/notify-mock.ts'));

const MINUTE = 60_000;
const closing = (ms: number) =>
  new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(ms);
/** A night on a Saturday morning, so that the 18:00 evening rule would say "not yet" all along. */
const OPENS = new Date('2026-12-05T10:00:00');
const schedule = { opensAt: OPENS.getTime(), closesAt: OPENS.getTime() + 120 * MINUTE };

const storedTeams = () => storedTable<TeamRecord>('teams');

playEachTestInTheEvening();

describe('a scheduled game night', () => {
  it('before the start: the notice, the opening time and a countdown; NEXT appears at the start by itself', async () => {
    vi.setSystemTime(schedule.opensAt - 90 * 1000);
    renderGame({ schedule });
    expect(await screen.findByText('GAME HAS NOT STARTED YET')).toBeInTheDocument();
    const opening = new Intl.DateTimeFormat(undefined, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }).format(OPENS);
    expect(screen.getByText(opening)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('01:30');
    expect(screen.queryByRole('button', { name: 'NEXT' })).not.toBeInTheDocument();

    await passTime(89 * 1000, 89 * 1000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    await passTime(1000);
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeInTheDocument();
    expect(screen.queryByText('GAME HAS NOT STARTED YET')).not.toBeInTheDocument();
  });

  it("counts on the server's clock: a device ten minutes slow sees NEXT when the server opens", async () => {
    vi.setSystemTime(schedule.opensAt - 10 * MINUTE);
    renderGame({ schedule, clockOffset: 10 * MINUTE });
    expect(await screen.findByRole('button', { name: 'NEXT' })).toBeInTheDocument();
  });

  it('during the night a team plays the hour counted from the opening, not from its registration', async () => {
    vi.setSystemTime(schedule.opensAt + 10 * MINUTE);
    const { user } = renderGame({ schedule });
    await enterTeam(user, 'Late Latches');
    expect(await screen.findByText('Riddle number 1')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('50:00');
  });

  it('a team the database refuses as late goes back to the intro, which says so', async () => {
    vi.setSystemTime(schedule.opensAt + REGISTRATION_MS - 1000);
    const refusingLate = (teams: TeamPort): TeamPort => ({
      ...teams,
      register: async () => {
        throw new BackendError('REGISTRATION_CLOSED', 'Registration has closed for tonight.');
      },
    });
    const { user } = renderGame({ schedule, wrapTeams: refusingLate });
    await enterTeam(user, 'Slow Solder');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration had closed, so this team cannot play tonight. The organizers can see that it tried. The riddles open for practice after the night.',
    );
    expect(
      screen.getByRole('heading', { name: 'Welcome to the Chamber of Secrets' }),
    ).toBeVisible();
    expect(storedTeams()).toEqual({});
  });

  it('its hour ends at the close when that comes first', async () => {
    const short = { opensAt: schedule.opensAt, closesAt: schedule.opensAt + 30 * MINUTE };
    vi.setSystemTime(short.opensAt + 10 * MINUTE);
    const { user } = renderGame({ schedule: short });
    await enterTeam(user, 'Short Shunts');
    expect(await screen.findByText('Riddle number 1')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');
  });

  it('says plainly once registration has closed, and keeps NEXT for a team that registered', async () => {
    vi.setSystemTime(schedule.opensAt + REGISTRATION_MS - 1000);
    renderGame({ schedule });
    await screen.findByRole('button', { name: 'NEXT' });
    expect(screen.queryByText(/^Registration closed at/)).not.toBeInTheDocument();
    await passTime(1000);
    expect(
      screen.getByText(
        `Registration closed at ${closing(schedule.opensAt + REGISTRATION_MS)}. A team that registered by then plays on: press NEXT on its device to resume it.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'NEXT' })).toBeInTheDocument();
  });

  it('the local backend refuses a team outside the night, as the database rules do', async () => {
    vi.setSystemTime(schedule.closesAt + MINUTE);
    const { createLocalGame } = await import('@/backend/local/game.ts');
    const { teams } = createLocalGame({ storage: localStorage, schedule, bank: [] });
    const identity = { uid: 'u', getIdToken: async () => '', clockOffset: async () => 0 };
    await expect(teams.register(identity, 'late', 'late')).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    expect(storedTeams()).toEqual({});
  });

  it('after the close: the night is over, the final leaderboard, and practice', async () => {
    vi.setSystemTime(schedule.closesAt);
    const { user } = renderGame({ schedule });
    expect(await screen.findByText('This game night is over')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the final leaderboard' })).toHaveAttribute(
      'href',
      '/CoS/leaderboard',
    );
    expect(screen.queryByRole('button', { name: 'NEXT' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Practice the riddles' }));
    expect(await screen.findByText('Riddle number 1')).toBeInTheDocument();
    expect(screen.getByText('Practice: not on the leaderboard')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await answer(user, 'wrong');
    expect(await screen.findByText('Wrong answer')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Your answer'));
    await answer(user, 'answer1');
    expect(await screen.findByText('Riddle number 2')).toBeInTheDocument();
    expect(screen.getByText(scoreAfter(1))).toBeInTheDocument();
    expect(storedTeams()).toEqual({});
  });

  it('a reload resumes the practice where it was', async () => {
    vi.setSystemTime(schedule.closesAt + MINUTE);
    sessionStorage.setItem(PRACTICE_KEY, JSON.stringify(onRiddle(7)));
    renderGame({ schedule });
    expect(await screen.findByText('Riddle number 7')).toBeInTheDocument();
    expect(screen.getByText(scoreAfter(6))).toBeInTheDocument();
    expect(screen.getByText('Practice: not on the leaderboard')).toBeInTheDocument();
  });

  it('without a schedule, the hosted game says no night is scheduled', async () => {
    vi.setSystemTime(new Date('2026-12-05T20:00:00'));
    const { createLocalGame } = await import('@/backend/local/game.ts');
    const local = createLocalGame({ storage: localStorage, schedule: null, bank: [] });
    const hosted = { ...local, night: { ...local.night, withoutSchedule: 'closed' as const } };
    renderGame({ backend: hosted });
    expect(
      await screen.findByText('The organizers have not scheduled a game night yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'NEXT' })).not.toBeInTheDocument();
  });
});

describe("the game's identity (a hosted one is a new anonymous account)", () => {
  it('is not asked for before the night, nor after it, nor for practice', async () => {
    vi.setSystemTime(schedule.opensAt - 60 * MINUTE);
    const early = renderGame({ schedule });
    expect(await screen.findByText('GAME HAS NOT STARTED YET')).toBeInTheDocument();
    await passTime(44 * MINUTE, MINUTE);
    expect(early.ensureGameIdentity).not.toHaveBeenCalled();
    early.unmount();

    vi.setSystemTime(schedule.closesAt + MINUTE);
    const late = renderGame({ schedule });
    await late.user.click(await screen.findByRole('button', { name: 'Practice the riddles' }));
    await answer(late.user, 'answer1');
    expect(await screen.findByText('Riddle number 2')).toBeInTheDocument();
    expect(late.ensureGameIdentity).not.toHaveBeenCalled();
  });

  it('is asked for once, a quarter of an hour before the opening, and kept for the team', async () => {
    vi.setSystemTime(schedule.opensAt - 16 * MINUTE);
    const { user, ensureGameIdentity } = renderGame({ schedule });
    expect(await screen.findByText('GAME HAS NOT STARTED YET')).toBeInTheDocument();
    await passTime(MINUTE);
    expect(ensureGameIdentity).toHaveBeenCalledTimes(1);
    await passTime(15 * MINUTE, MINUTE);
    await enterTeam(user, 'Early Birds');
    expect(await screen.findByText('Riddle number 1')).toBeInTheDocument();
    await answer(user, 'answer1');
    expect(await screen.findByText('Riddle number 2')).toBeInTheDocument();
    expect(ensureGameIdentity).toHaveBeenCalledTimes(1);
  });
});

describe('no correct answer is lost', () => {
  it('a right guess whose reply was lost is finished when the team comes back', async () => {
    vi.setSystemTime(schedule.opensAt + 10 * MINUTE);
    seedTeam('flip flops', { startedAt: schedule.opensAt, timestamp: schedule.opensAt });
    const offline: TeamPort['advance'] = () => Promise.reject(new Error('offline'));
    const first = renderGame({
      schedule,
      wrapTeams: (teams) => ({ ...losingGuessReplies(teams), advance: offline }),
    });
    await enterTeam(first.user, 'Flip Flops');
    expect(await screen.findByText('Riddle number 1')).toBeInTheDocument();
    await answer(first.user, 'answer1');
    expect(await screen.findByText(/progress is not saved yet/)).toBeInTheDocument();
    expect(storedTeams()['flip flops']?.question).toBe(1);
    first.unmount();

    const second = renderGame({ schedule });
    await enterTeam(second.user, 'Flip Flops');
    expect(await screen.findByText('Riddle number 2')).toBeInTheDocument();
    expect(screen.getByText(scoreAfter(1))).toBeInTheDocument();
    expect(storedTeams()['flip flops']).toMatchObject(onRiddle(2));
    expect(screen.getByLabelText('Your answer')).toHaveValue('');
  });
});
