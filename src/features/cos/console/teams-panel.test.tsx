import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports.ts';
import type { TeamStanding } from '@/game/types.ts';
import { standing } from '@/game/standing-test-utils.ts';
import type { TeamActionRequest } from './team-actions.ts';
import { TeamsPanel } from './teams-panel.tsx';

const TEAMS: TeamStanding[] = [standing('ohms', 30, 1000), standing('diodes', 10, 2000)];

/** The panel over a live list that `run` may change, as the database's stream would. */
function LivePanel({
  run,
  streamLate = false,
}: {
  run: (request: TeamActionRequest, teams: TeamStanding[]) => Promise<TeamStanding[]>;
  /** The stream brings the change only after the action has returned. */
  streamLate?: boolean;
}) {
  const [teams, setTeams] = useState(TEAMS);
  async function runAction(request: TeamActionRequest) {
    const changed = await run(request, teams);
    if (streamLate) window.setTimeout(() => setTeams(changed), 50);
    else setTeams(changed);
  }
  return <TeamsPanel teams={teams} schedule={null} runAction={runAction} guessCounts={{}} />;
}

/** A row's button, named for its team ("Reset team ohms"). */
const rowButton = (team: string, action: string) =>
  within(screen.getByRole('row', { name: new RegExp(team) })).getByRole('button', {
    name: `${action} team ${team}`,
  });

describe("the teams' actions", () => {
  it("shows each team's device code, as its owner's intro screen does", async () => {
    render(<LivePanel run={vi.fn()} />);
    const ohms = screen.getByRole('row', { name: /ohms/ });
    expect(within(ohms).getByText('ABC234')).toBeVisible();
  });

  it('asks first in a modal dialog named for the team, and Escape or Cancel gives focus back', async () => {
    const run = vi.fn();
    render(<LivePanel run={run} />);
    await userEvent.click(rowButton('ohms', 'Reset'));
    const dialog = screen.getByRole('dialog', { name: 'Reset team ohms?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent(
      "The team's progress is deleted and its name is free again, for anyone, the device that played it included. This cannot be undone.",
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rowButton('ohms', 'Reset')).toHaveFocus();
    await userEvent.click(rowButton('diodes', 'Disqualify'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rowButton('diodes', 'Disqualify')).toHaveFocus();
    expect(run).not.toHaveBeenCalled();
  });

  it('gives the focus back to the row of a team that climbed while its dialog was open', async () => {
    const panel = (teams: TeamStanding[]) => (
      <TeamsPanel teams={teams} schedule={null} runAction={vi.fn()} guessCounts={{}} />
    );
    const view = render(panel(TEAMS));
    await userEvent.click(rowButton('diodes', 'Move'));
    view.rerender(panel([TEAMS[0]!, { ...TEAMS[1]!, score: 40, question: 5 }]));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.getAllByRole('row')[1]).toHaveAccessibleName(/diodes/);
    expect(rowButton('diodes', 'Move')).toHaveFocus();
  });

  it('disqualifies once confirmed, busy meanwhile, and the row shows it live', async () => {
    let finish = () => undefined as void;
    const run = vi.fn(
      (request: TeamActionRequest, teams: TeamStanding[]) =>
        new Promise<TeamStanding[]>((resolve) => {
          finish = () =>
            resolve(teams.map((team) => ({ ...team, disqualified: team === request.team })));
        }),
    );
    render(<LivePanel run={run} />);
    await userEvent.click(rowButton('ohms', 'Disqualify'));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Disqualify' });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[0]).toMatchObject({ action: 'disqualify', team: TEAMS[0] });
    finish();
    expect(await screen.findByRole('button', { name: 'Reinstate team ohms' })).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    const ohms = screen.getByRole('row', { name: /ohms/ });
    expect(within(ohms).getByText('disqualified')).toBeVisible();
  });

  it('moves a team to the device code given, and says so when no device shows it', async () => {
    const run = vi.fn(async (request: TeamActionRequest, teams: TeamStanding[]) => {
      if (request.deviceCode !== 'ABC234') throw new BackendError('NOT_FOUND');
      return teams;
    });
    render(<LivePanel run={run} />);
    await userEvent.click(rowButton('diodes', 'Move'));
    const dialog = screen.getByRole('dialog', { name: 'Move team diodes?' });
    const code = within(dialog).getByRole('textbox', { name: 'Device code' });
    expect(code).toHaveFocus();
    await userEvent.type(code, 'xyz789{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "No device shows the code XYZ789. Check the code on the new device's intro screen.",
    );
    await userEvent.clear(code);
    await userEvent.type(code, 'abc 234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(run).toHaveBeenLastCalledWith(
      { action: 'move', team: TEAMS[1], deviceCode: 'ABC234' },
      expect.anything(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says why the database refused a move, an organizer's device among the reasons", async () => {
    const run = vi.fn(async () => {
      throw new BackendError('PERMISSION_DENIED');
    });
    render(<LivePanel run={run} />);
    await userEvent.click(rowButton('ohms', 'Move'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Device code' }), 'ABC234{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The device with that code already plays for a team or is signed in as an organizer (organizers cannot play), or your account may no longer change teams.',
    );
  });

  it('says a device banned tonight cannot take a team, so a Move never undoes a Ban', async () => {
    const run = vi.fn(async () => {
      throw new BackendError('EVICTED');
    });
    render(<LivePanel run={run} />);
    await userEvent.click(rowButton('ohms', 'Move'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Device code' }), 'abc234{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The device with the code ABC234 was banned tonight: it cannot play for any team until the next night.',
    );
    expect(screen.getByRole('dialog', { name: 'Move team ohms?' })).toBeVisible();
  });

  it('refuses a code that is not one without asking the database', async () => {
    const run = vi.fn();
    render(<LivePanel run={run} />);
    await userEvent.click(rowButton('ohms', 'Move'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Device code' }), 'AB1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/6 letters and digits/);
    expect(run).not.toHaveBeenCalled();
  });

  it('takes the code as the device shows it, zeros and ones among its letters, in any case', async () => {
    const run = vi.fn(async (_request: TeamActionRequest, teams: TeamStanding[]) => teams);
    render(<LivePanel run={run} />);
    await userEvent.click(rowButton('ohms', 'Move'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Device code' }), 'b0oi1l{Enter}');
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(run.mock.calls[0]?.[0]).toMatchObject({ action: 'move', deviceCode: 'B0OI1L' });
  });

  it('bans a team (removes it, and keeps its device out) once the organizer has read what it does', async () => {
    const run = vi.fn(async (request: TeamActionRequest, teams: TeamStanding[]) =>
      teams.filter((team) => team !== request.team),
    );
    render(<LivePanel run={run} />);
    await userEvent.click(rowButton('diodes', 'Ban'));
    const dialog = screen.getByRole('dialog', { name: 'Ban team diodes?' });
    expect(dialog).toHaveTextContent(
      "The team's progress is deleted and its name is free again, but the device that played it cannot enter any team until the next night: for a device that took a name that is not its own. This cannot be undone.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(run.mock.calls[0]?.[0]).toEqual({ action: 'evict', team: TEAMS[1] });
    await waitFor(() => expect(screen.queryByRole('row', { name: /diodes/ })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Teams' })).toHaveFocus();
  });

  it.each([
    ['Reset', false],
    ['Reset', true],
    ['Ban', true],
  ])(
    'after %s the row is gone and focus goes to the Teams heading (stream late: %s)',
    async (action, streamLate) => {
      const run = vi.fn(async (request: TeamActionRequest, teams: TeamStanding[]) =>
        teams.filter((team) => team !== request.team),
      );
      render(<LivePanel run={run} streamLate={streamLate} />);
      await userEvent.click(rowButton('ohms', action));
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: action }),
      );
      await waitFor(() => expect(screen.queryByRole('row', { name: /ohms/ })).toBeNull());
      expect(screen.getByRole('heading', { name: 'Teams' })).toHaveFocus();
    },
  );
});
