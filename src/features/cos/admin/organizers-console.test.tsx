import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLocalAuth } from '../../../backend/local/auth.ts';
import { createLocalGame } from '../../../backend/local/game.ts';
import { createLocalOrganizer } from '../../../backend/local/organizer.ts';
import type { AuthPort, GameSchedule } from '../../../backend/ports.ts';
import { AuthProvider } from '../../auth/auth-provider.tsx';
import { standing } from '../leaderboard/standing-test-utils.ts';
import { OrganizersConsole } from './organizers-console.tsx';

const ORGANIZER = 'orga@ece.nits.ac.in';
const NIGHT: GameSchedule = {
  opensAt: Date.parse('2026-12-05T18:00:00+05:30'),
  closesAt: Date.parse('2026-12-05T20:00:00+05:30'),
};

function renderConsole(auth: AuthPort, schedule: GameSchedule | null = NIGHT) {
  const game = createLocalGame({ storage: localStorage, schedule });
  const organizer = createLocalOrganizer({ storage: localStorage, organizers: ORGANIZER });
  const services = {
    loadAuth: async () => auth,
    loadGameBackend: async () => game,
    loadOrganizerBackend: async () => organizer,
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
  beforeEach(() => localStorage.clear());

  it('asks a visitor who is not signed in to log in', async () => {
    renderConsole(createLocalAuth());
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizers only' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('tells a member who is not an organizer, and shows nothing of the console', async () => {
    const auth = createLocalAuth();
    await auth.signUp('Ravi', 'ravi@ece.nits.ac.in', 'secret1');
    renderConsole(auth);
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizers only' })).toBeVisible();
    expect(screen.getByText(/your account is not one of theirs/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'The game night' })).toBeNull();
  });

  it("shows an organizer the night's schedule", async () => {
    const auth = createLocalAuth();
    await auth.signUp('Orga', ORGANIZER.toUpperCase(), 'secret1');
    renderConsole(auth);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Game night console' }),
    ).toBeVisible();
    const [opens, closes] = await screen.findAllByText((_, node) => node?.tagName === 'TIME');
    expect(opens).toHaveAttribute('datetime', new Date(NIGHT.opensAt).toISOString());
    expect(closes).toHaveAttribute('datetime', new Date(NIGHT.closesAt).toISOString());
  });

  it('lists the teams live, and offers their standings as CSV', async () => {
    const auth = createLocalAuth();
    await auth.signUp('Orga', ORGANIZER, 'secret1');
    const team = { ...standing('ohms', 30, NIGHT.opensAt + 600_000), startedAt: NIGHT.opensAt };
    localStorage.setItem('ecs.cos.teams', JSON.stringify({ ohms: team }));
    renderConsole(auth);
    expect(await screen.findByRole('rowheader', { name: 'ohms' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  });

  it("shows the night's funnel from the teams and their solves", async () => {
    const auth = createLocalAuth();
    await auth.signUp('Orga', ORGANIZER, 'secret1');
    const team = { ...standing('ohms', 10, NIGHT.opensAt + 240_000), startedAt: NIGHT.opensAt };
    localStorage.setItem('ecs.cos.teams', JSON.stringify({ ohms: team }));
    localStorage.setItem(
      'ecs.cos.solves',
      JSON.stringify({ ohms: { 1: NIGHT.opensAt + 240_000 } }),
    );
    renderConsole(auth);
    const riddles = await screen.findByRole('region', { name: 'Riddles table' });
    const first = within(riddles).getByRole('rowheader', { name: '1' }).closest('tr');
    expect(first).toHaveTextContent(/^1\s*1\s*4$/);
  });

  it('disqualifies a team as the organizer, and the table shows it live', async () => {
    const auth = createLocalAuth();
    await auth.signUp('Orga', ORGANIZER, 'secret1');
    const team = { ...standing('ohms', 30, NIGHT.opensAt + 600_000), startedAt: NIGHT.opensAt };
    localStorage.setItem('ecs.cos.teams', JSON.stringify({ ohms: team }));
    renderConsole(auth);
    const row = (await screen.findByRole('rowheader', { name: 'ohms' })).closest('tr');
    if (!row) throw new Error('The team has no row.');
    await userEvent.click(within(row).getByRole('button', { name: 'Disqualify' }));
    const dialog = screen.getByRole('dialog', { name: 'Disqualify team ohms?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(await within(row).findByText('disqualified')).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Reinstate' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('ecs.cos.teams') ?? '{}').ohms.disqualified).toBe(true);
  });

  it('says so when no night is scheduled', async () => {
    const auth = createLocalAuth();
    await auth.signUp('Orga', ORGANIZER, 'secret1');
    renderConsole(auth, null);
    expect(await screen.findByText('No game night is scheduled.')).toBeVisible();
  });

  it('takes an organizer granted in this browser', async () => {
    localStorage.setItem('ecs.cos.organizers', JSON.stringify(['other@ece.nits.ac.in']));
    const auth = createLocalAuth();
    await auth.signUp('Other', 'other@ece.nits.ac.in', 'secret1');
    renderConsole(auth);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Game night console' }),
    ).toBeVisible();
  });
});
