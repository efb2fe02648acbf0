import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '@/backend/local/auth.ts';
import { printedCodes, signUpVerified } from '@/test/local-auth-test-utils.ts';
import { createLocalGame } from '@/backend/local/game.ts';
import { readLocalNight } from '@/backend/local/night.ts';
import { createLocalNotesDesk } from '@/backend/local/notes-desk.ts';
import { localAdmins } from '@/backend/local/organizer-list.ts';
import { createLocalOrganizer } from '@/backend/local/organizer.ts';
import type { AuthPort } from '@/backend/ports.ts';
import sample from '@/content/semester-notes.sample.json';
import { REGISTRATION_MS } from '@/game/numbers.ts';
import type { GameSchedule, TeamRecord } from '@/game/types.ts';
import { AuthProvider } from '@/features/auth/auth-provider.tsx';
import { standing } from '@/game/standing-test-utils.ts';
import { seedTables, storedTable } from '@/test/local-tables.ts';
import { OrganizersConsole } from './organizers-console.tsx';

const ORGANIZER = 'orga@ece.nits.ac.in';
const NIGHT: GameSchedule = {
  opensAt: Date.parse('2026-12-05T18:00:00+05:30'),
  closesAt: Date.parse('2026-12-05T20:00:00+05:30'),
};

function renderConsole(
  auth: AuthPort,
  schedule: GameSchedule | null = NIGHT,
  now = Date.now,
  hosted = false,
  gameLoads = true,
) {
  const game = createLocalGame({ storage: localStorage, schedule, now });
  if (hosted) {
    // As the hosted night: read when watched, and then only at a poll that never comes here.
    game.night.watchNight = (callback) => {
      callback(readLocalNight(localStorage, schedule));
      return () => undefined;
    };
  }
  const organizer = createLocalOrganizer({ storage: localStorage, organizers: ORGANIZER, now });
  const services = {
    loadAuth: async () => auth,
    loadGameBackend: async () => {
      if (!gameLoads) throw new Error('The game chunk could not be fetched.');
      return game;
    },
    loadOrganizerBackend: async () => organizer,
    loadNotesDesk: async () =>
      createLocalNotesDesk({
        storage: localStorage,
        admins: (storage) => localAdmins(storage, ORGANIZER),
        fetchNotes: async () => sample,
      }),
  };
  render(
    <MemoryRouter initialEntries={['/CoS/admin']}>
      <AuthProvider load={async () => auth}>
        <OrganizersConsole services={services} />
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('the organizers console', () => {
  it('asks a visitor who is not signed in to log in', async () => {
    renderConsole(createLocalAuth());
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizers only' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('tells a member who is not an organizer, and shows nothing of the console', async () => {
    const auth = createLocalAuth();
    await signUpVerified(auth, 'Ravi', 'ravi@ece.nits.ac.in');
    renderConsole(auth);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizers only' })).toBeVisible();
    expect(screen.getByText(/your account is not one of theirs/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'The game night' })).toBeNull();
  });

  it('tells a member who is not an organizer so first, verified or not', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const auth = createLocalAuth();
    await auth.signUp('Ravi', 'ravi@ece.nits.ac.in', 'secret1');
    info.mockRestore();
    renderConsole(auth);
    expect(await screen.findByText(/your account is not one of theirs/)).toBeVisible();
    expect(screen.queryByText(/verified/)).toBeNull();
  });

  it('keeps out an organizer whose address is not verified, and lets them in once it is', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const auth = createLocalAuth();
    await auth.signUp('Orga', ORGANIZER, 'secret1');
    renderConsole(auth);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizers only' })).toBeVisible();
    expect(screen.getByText(/the console opens once its address is verified/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Game night console' })).toBeNull();
    await act(() => auth.applyEmailVerification(printedCodes(info)[0] ?? ''));
    info.mockRestore();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Game night console' }),
    ).toBeVisible();
  });

  it("shows an organizer the night's schedule", async () => {
    const auth = createLocalAuth();
    await signUpVerified(auth, 'Orga', ORGANIZER.toUpperCase());
    renderConsole(auth);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Game night console' }),
    ).toBeVisible();
    const [opens, registration, closes] = await screen.findAllByText(
      (_, node) => node?.tagName === 'TIME',
    );
    expect(opens).toHaveAttribute('datetime', new Date(NIGHT.opensAt).toISOString());
    expect(registration).toHaveAttribute(
      'datetime',
      new Date(NIGHT.opensAt + REGISTRATION_MS).toISOString(),
    );
    expect(closes).toHaveAttribute('datetime', new Date(NIGHT.closesAt).toISOString());
  });

  it("puts the night's controls before the long tables, and links to every section", async () => {
    const auth = createLocalAuth();
    await signUpVerified(auth, 'Orga', ORGANIZER);
    renderConsole(auth);
    await screen.findByRole('heading', { level: 1, name: 'Game night console' });
    // The notes' panel is a lazy chunk of its own, last.
    await screen.findByRole('heading', { level: 2, name: 'Notes' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The game night',
      "Players' screens",
      'Corrections',
      'Hints',
      'Start a new night',
      'Teams',
      'Riddles',
      'Statistics',
      'Notes',
    ]);
    const contents = screen.getByRole('navigation', { name: 'Console sections' });
    // A link an item, so that each stands apart from the next (never "CorrectionsHints").
    for (const item of within(contents).getAllByRole('listitem')) {
      expect(within(item).getAllByRole('link')).toHaveLength(1);
    }
    for (const link of within(contents).getAllByRole('link')) {
      const target = document.getElementById(link.getAttribute('href')?.split('#')[1] ?? '');
      expect(target, link.textContent ?? '').toHaveProperty('tagName', 'H2');
    }
  });

  it("releases a riddle's next hint to every team, and then the one after it", async () => {
    const auth = createLocalAuth();
    await signUpVerified(auth, 'Orga', ORGANIZER);
    renderConsole(auth);
    const hints = await screen.findByRole('region', { name: 'Hints' });
    const first = await within(hints).findByRole('button', { name: 'Release hint 1 of riddle 1' });
    expect(
      within(hints).getByText(/Riddle 1: 2 hints \(after 5, 15 minutes\), 0 released/),
    ).toBeVisible();
    await userEvent.click(first);
    // It cannot be undone, so it asks first, as Accept, Disqualify and Reset do.
    const asked = screen.getByRole('dialog', { name: 'Release hint 1 of riddle 1?' });
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(readLocalNight(localStorage, NIGHT).hintsReleased).toBeUndefined();
    await userEvent.click(first);
    const dialog = screen.getByRole('dialog', { name: 'Release hint 1 of riddle 1?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release the hint' }));
    expect(await within(hints).findByRole('status')).toHaveTextContent(
      'Hint 1 of riddle 1 is released to every team.',
    );
    expect(readLocalNight(localStorage, NIGHT).hintsReleased).toEqual({ 1: [1] });
    expect(
      await within(hints).findByRole('button', { name: 'Release hint 2 of riddle 1' }),
    ).toBeVisible();
    expect(within(hints).getByText(/Riddle 1: .*, 1 released/)).toBeVisible();
  });

  it('lists the teams live with their guess counts, and offers their standings as CSV', async () => {
    const auth = createLocalAuth();
    await signUpVerified(auth, 'Orga', ORGANIZER);
    const team = { ...standing('ohms', 30, NIGHT.opensAt + 600_000), startedAt: NIGHT.opensAt };
    const lastGuess = { question: 4, proof: 'p', at: NIGHT.opensAt + 900_000, count: 9 };
    seedTables({ teams: { ohms: team }, guesses: { ohms: lastGuess } });
    renderConsole(auth);
    const table = await screen.findByRole('table', { name: 'Every team tonight' });
    const row = await within(table).findByRole('row', { name: /ohms/ });
    const guessesColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((header) => header.textContent === 'Guesses');
    await waitFor(() =>
      expect(within(row).getAllByRole('cell')[guessesColumn - 1]).toHaveTextContent('9'),
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  });

  it("shows the night's funnel from the teams and their solves", async () => {
    const auth = createLocalAuth();
    await signUpVerified(auth, 'Orga', ORGANIZER);
    const team = { ...standing('ohms', 10, NIGHT.opensAt + 240_000), startedAt: NIGHT.opensAt };
    seedTables({ teams: { ohms: team }, solves: { ohms: { 1: NIGHT.opensAt + 240_000 } } });
    renderConsole(auth);
    const riddles = await screen.findByRole('table', {
      name: /^Per riddle, the teams that reached/,
    });
    const first = within(riddles).getByRole('rowheader', { name: '1' }).closest('tr');
    expect(first).toHaveTextContent(/^1\s*1\s*4$/);
  });

  it('disqualifies a team as the organizer, and the table shows it live', async () => {
    const auth = createLocalAuth();
    await signUpVerified(auth, 'Orga', ORGANIZER);
    const team = { ...standing('ohms', 30, NIGHT.opensAt + 600_000), startedAt: NIGHT.opensAt };
    seedTables({ teams: { ohms: team } });
    renderConsole(auth);
    const table = await screen.findByRole('table', { name: 'Every team tonight' });
    const row = (await within(table).findByRole('rowheader', { name: 'ohms' })).closest('tr');
    if (!row) throw new Error('The team has no row.');
    await userEvent.click(within(row).getByRole('button', { name: 'Disqualify team ohms' }));
    const dialog = screen.getByRole('dialog', { name: 'Disqualify team ohms?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(await within(row).findByText('disqualified')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Reinstate team ohms' })).toHaveFocus();
    expect(storedTable<TeamRecord>('teams').ohms?.disqualified).toBe(true);
  });

  it('shows its own freeze and announcement at once, though the night is only polled', async () => {
    const auth = createLocalAuth();
    await signUpVerified(auth, 'Orga', ORGANIZER);
    renderConsole(auth, NIGHT, Date.now, true);
    await userEvent.click(await screen.findByRole('button', { name: 'Freeze the leaderboard' }));
    expect(await screen.findByRole('button', { name: 'Unfreeze the leaderboard' })).toBeVisible();
    expect(screen.getByText(/^Frozen at /)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Announcement'), 'Riddle 7 has a typo.');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(/^Showing since .*: “Riddle 7 has a typo\.”$/)).toBeVisible();
  });

  it('says so when the game cannot be loaded, instead of loading for ever', async () => {
    const auth = createLocalAuth();
    await signUpVerified(auth, 'Orga', ORGANIZER);
    renderConsole(auth, NIGHT, Date.now, false, false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The game night could not be loaded. Reload the page to try again.',
    );
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('says so when no night is scheduled', async () => {
    const auth = createLocalAuth();
    await signUpVerified(auth, 'Orga', ORGANIZER);
    renderConsole(auth, null);
    expect(await screen.findByText('No game night is scheduled.')).toBeVisible();
  });

  it('takes an organizer granted in this browser', async () => {
    seedTables({ organizers: ['other@ece.nits.ac.in'] });
    const auth = createLocalAuth();
    await signUpVerified(auth, 'Other', 'other@ece.nits.ac.in');
    renderConsole(auth);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Game night console' }),
    ).toBeVisible();
  });

  describe('starting a new night (local mode)', () => {
    async function openAsOrganizer(now: number) {
      const team = { ...standing('ohms', 30, NIGHT.opensAt + 600_000), startedAt: NIGHT.opensAt };
      seedTables({ night: { schedule: NIGHT }, teams: { ohms: team } });
      const auth = createLocalAuth();
      await signUpVerified(auth, 'Orga', ORGANIZER);
      renderConsole(auth, null, () => now);
      await screen.findByRole('heading', { level: 1, name: 'Game night console' });
      // jsdom types nothing into a datetime-local field; a picked value arrives as a change.
      fireEvent.change(screen.getByLabelText('Opens at'), {
        target: { value: '2027-12-04T18:00' },
      });
    }

    it("keeps the last night's board under past nights and frees every name", async () => {
      await openAsOrganizer(NIGHT.closesAt + 3_600_000);
      await userEvent.click(screen.getByRole('button', { name: 'START A NEW NIGHT' }));
      expect(
        await screen.findByText(
          /^The night of 5 December 2026 is kept under past nights \(1 team\)\. The next night opens on /,
        ),
      ).toHaveRole('status');
      expect(Object.keys(storedTable('archive'))).toEqual(['2026-12-05']);
      expect(storedTable('teams')).toEqual({});
    });

    it('refuses an empty opening, a length out of range and a past opening, each with a message', async () => {
      await openAsOrganizer(NIGHT.closesAt + 3_600_000);
      const opens = screen.getByLabelText('Opens at');
      const hours = screen.getByLabelText('Hours');
      const start = screen.getByRole('button', { name: 'START A NEW NIGHT' });
      fireEvent.change(opens, { target: { value: '' } });
      await userEvent.click(start);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Enter the date and time the new night opens.',
      );
      expect(opens).toHaveAttribute('aria-invalid', 'true');
      expect(opens).toHaveAccessibleDescription('Enter the date and time the new night opens.');
      expect(opens).toHaveFocus();

      fireEvent.change(opens, { target: { value: '2027-12-04T18:00' } });
      await userEvent.clear(hours);
      await userEvent.click(start);
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Enter the night's length in hours, from 0.5 to 24.",
      );
      expect(hours).toHaveFocus();
      expect(opens).not.toHaveAttribute('aria-invalid');

      await userEvent.type(hours, '2');
      fireEvent.change(opens, { target: { value: '2026-01-05T19:00' } });
      await userEvent.click(start);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'That time has passed: the new night must open later than now, or every riddle would be readable at once.',
      );
      expect(storedTable('teams')).not.toEqual({});
      expect(storedTable('archive')).toEqual({});
    });

    it('refuses while the night runs, unless told to end it', async () => {
      await openAsOrganizer(NIGHT.opensAt + 600_000);
      const start = screen.getByRole('button', { name: 'START A NEW NIGHT' });
      await userEvent.click(start);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'A game night is running. Tick "End the running night now" to start the new one anyway.',
      );
      expect(storedTable('teams')).not.toEqual({});
      await userEvent.click(screen.getByRole('checkbox', { name: 'End the running night now' }));
      await userEvent.click(start);
      expect(await screen.findByText(/is kept under past nights \(1 team\)/)).toHaveRole('status');
      expect(start).toHaveFocus();
    });
  });
});
