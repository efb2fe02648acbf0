import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  BackendError,
  type GameBackend,
  type GameIdentity,
  type TeamPort,
} from '@/backend/ports.ts';
import { createLocalGame } from '@/backend/local/game.ts';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import type { GameSchedule, GuessRecord, TeamRecord } from '@/game/types.ts';
import { CosGame } from '@/features/cos/cos-game.tsx';
import { seedTables, storedTable } from './local-tables.ts';
import { localIdentity } from './sample-riddles.ts';

/** Test helpers: the game over the real local adapter with a short fake bank and a fake AuthPort. */
/** This device's uid: letters and digits, as Firebase's, so its device code is `DE0V1C`. */
export const ME = 'De0v1cMeUid23456789abcdefghi';
export const EVENING = new Date('2026-11-21T18:30:00');
export const bank = Array.from({ length: QUESTION_COUNT }, (_, index) => ({
  qNo: String(index + 1),
  question: `Riddle number ${index + 1}`,
  answer: `answer${index + 1}`,
  // Riddle 1 takes another spelling, as a bank entry's `accept` lists it.
  ...(index === 0 ? { accept: ['first-answer'] } : {}),
}));

/**
 * Each test of the file runs on fake timers that still move on their own, from EVENING (open by
 * the evening rule) unless it sets another time, and forgets the calls its mocks heard.
 */
export function playEachTestInTheEvening() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(EVENING);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });
}

/** Lets fake time pass in steps, so React renders (and schedules the next retry) in between. */
export async function passTime(ms: number, stepMs = 1000) {
  for (let passed = 0; passed < ms; passed += stepMs) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(stepMs, ms - passed));
    });
  }
}

interface AuthOptions {
  clockOffset: number;
  /** The first calls to ensureGameIdentity that fail, as offline unless `identityError` says. */
  identityFailures: number;
  /** The code they fail with: auth/too-many-requests is a sign-up refused for its quota. */
  identityError: string;
  /** The uid of later calls, as if a member had signed in after the first. */
  laterUid: string;
}

/** The one part of the AuthPort the game uses. */
function fakeAuth({ clockOffset, identityFailures, identityError, laterUid }: AuthOptions) {
  const identity = (uid: string): GameIdentity => ({
    ...localIdentity(uid),
    clockOffset: async () => clockOffset,
  });
  let calls = 0;
  return {
    ensureGameIdentity: vi.fn(async () => {
      calls += 1;
      if (calls <= identityFailures) throw new BackendError(identityError);
      return identity(calls === identityFailures + 1 ? ME : laterUid);
    }),
  };
}

export function seedTeam(teamKey: string, record: Partial<TeamRecord>) {
  const full: TeamRecord = {
    teamName: teamKey,
    question: 1,
    score: 0,
    owner: ME,
    startedAt: Date.now(),
    timestamp: Date.now(),
    ...record,
  };
  seedTables({ teams: { [teamKey]: full } });
}

/** This device's account owns the team, as registering (or an organizer's Move) leaves it. */
export function ownTeam(teamKey: string) {
  seedTables({ owners: { [ME]: teamKey } });
}

/** As if the database had recorded this guess. */
export function seedGuess(teamKey: string, guess: GuessRecord) {
  seedTables({ guesses: { ...storedTable('guesses'), [teamKey]: guess } });
}

/**
 * The network loses the reply to the first `times` guesses: each is recorded (the database
 * has it) but the page hears nothing back, not even whether it was right.
 */
export function losingGuessReplies(teams: TeamPort, times = Infinity): TeamPort {
  let lost = 0;
  return {
    ...teams,
    guess: async (identity, teamKey, current, proof, text) => {
      if (lost >= times) return teams.guess(identity, teamKey, current, proof, text);
      lost += 1;
      const previous = await teams.lastGuess(identity, teamKey);
      const count = (previous?.count ?? 0) + 1;
      seedGuess(teamKey, { question: current.question, proof, at: Date.now(), count });
      throw new BackendError('NETWORK', 'The reply was lost.');
    },
  };
}

interface GameOptions {
  /** Wraps the local TeamPort, e.g. to make saves fail. */
  wrapTeams?: (teams: TeamPort) => TeamPort;
  /** How far the backend's clock is ahead of the device's. */
  clockOffset?: number;
  /** The night from `.env.local` (none: the evening rule, open from START_HOUR). */
  schedule?: GameSchedule | null;
  /** A whole backend instead of the local one built from the options above. */
  backend?: GameBackend;
  /** The first loads of the backend that fail, as offline. */
  backendFailures?: number;
  identityFailures?: number;
  identityError?: string;
  laterUid?: string;
  /** What the page's Log in opens (none: the page offers no Log in). */
  onLogIn?: () => void;
}

/** The riddle a team entered with `playAs` is on (1 for a new team). */
type PlayOptions = GameOptions & { riddle?: number };

export function renderGame({
  wrapTeams = (teams) => teams,
  clockOffset = 0,
  schedule = null,
  backend: givenBackend,
  backendFailures = 0,
  identityFailures = 0,
  identityError = 'auth/network-request-failed',
  laterUid = ME,
  onLogIn,
}: GameOptions = {}) {
  const game = givenBackend ?? createLocalGame({ storage: localStorage, bank, schedule });
  const backend = { ...game, teams: wrapTeams(game.teams) };
  const auth = fakeAuth({ clockOffset, identityFailures, identityError, laterUid });
  let loads = 0;
  const services = {
    loadAuth: async () => auth,
    loadGameBackend: async () => {
      loads += 1;
      if (loads <= backendFailures) throw new Error('Failed to fetch the game');
      return backend;
    },
  };
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/CoS', element: <CosGame services={services} onLogIn={onLogIn} /> },
    ],
    { initialEntries: ['/CoS'] },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  return {
    router,
    unmount,
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    /** Called each time the game asks for its identity (a hosted one may create an account). */
    ensureGameIdentity: auth.ensureGameIdentity,
  };
}

export async function enterTeam(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: 'NEXT' }));
  await user.type(screen.getByLabelText('Team name'), name);
  await user.click(screen.getByRole('button', { name: 'START THE GAME' }));
}

/** Renders the game and enters team `teamName`, which plays on once riddle `riddle` shows. */
export async function playAs(teamName: string, { riddle = 1, ...options }: PlayOptions = {}) {
  const rendered = renderGame(options);
  await enterTeam(rendered.user, teamName);
  await screen.findByText(`Riddle number ${riddle}`);
  return rendered;
}

export async function answer(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByLabelText('Your answer'), `${text}{Enter}`);
}
