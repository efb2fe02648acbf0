import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS_KEY } from '@/backend/local/account-keys.ts';
import { createLocalNotesDesk } from '@/backend/local/notes-desk.ts';
import type { DeskUser } from '@/backend/notes-desk-port.ts';
import sample from '@/content/semester-notes.sample.json';
import { SAMPLE_REPORT, SAMPLE_SUGGESTION } from '@/test/notes-desk-port.contract.ts';
import { NotesDeskPanel } from './notes-desk-panel.tsx';

const ORGA = 'orga@ece.nits.ac.in';
const member = (uid: string, email: string): DeskUser => ({
  uid,
  email,
  getIdToken: async () => `local-token.${uid}`,
});
const student = member('asha', 'asha@ece.nits.ac.in');
const organizer = member('orga', ORGA);
const desk = createLocalNotesDesk({
  allowedDomain: 'ece.nits.ac.in',
  admins: () => ({ orga: true }),
  fetchNotes: async () => sample,
});

function renderPanel(who: DeskUser = organizer) {
  const identity = async () => ({
    uid: who.uid,
    getIdToken: who.getIdToken,
    clockOffset: async () => 0,
  });
  render(<NotesDeskPanel loadNotesDesk={async () => desk} identity={identity} email={who.email} />);
  return screen.getByRole('region', { name: 'Notes' });
}

beforeEach(async () => {
  localStorage.setItem(
    ACCOUNTS_KEY,
    JSON.stringify({
      [student.email]: { uid: 'asha', email: student.email, emailVerified: true },
      [ORGA]: { uid: 'orga', email: ORGA, emailVerified: true },
    }),
  );
  await desk.report(student, SAMPLE_REPORT);
  await desk.report(student, { ...SAMPLE_REPORT, reason: 'wrong-file', text: '' });
  await desk.suggest(student, SAMPLE_SUGGESTION);
});

describe('the console’s notes panel', () => {
  it('lists reports by item with their count and reasons; Mark fixed clears them', async () => {
    const panel = renderPanel();
    const folder = 'Digital Signal Processing folder (Fifth)';
    expect(await within(panel).findByText(folder)).toBeVisible();
    expect(within(panel).getByText(folder).parentElement).toHaveTextContent(
      `${folder}: 2 reports (Dead link × 1, Wrong file × 1)“The folder says it was deleted”`,
    );
    await userEvent.click(within(panel).getByRole('button', { name: `Mark fixed: ${folder}` }));
    expect(await within(panel).findByText('No problem reported.')).toBeVisible();
    expect(await desk.openReports(organizer)).toEqual([]);
    expect(within(panel).getByText(/No link check saved yet/)).toBeVisible();
  });

  it('accepts a suggestion as a credited item, with a history line', async () => {
    const panel = renderPanel();
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'Accept: End semester paper' }),
    );
    expect(await within(panel).findByText('No suggestion waiting.')).toBeVisible();
    expect(
      await within(panel).findByText(
        /orga@ece.nits.ac.in: Added "End semester paper" to Digital Signal Processing \(Fifth\), as suggested/,
      ),
    ).toBeVisible();
    const { notes } = await desk.readPublished(organizer);
    expect(notes[4]?.subjects[0]?.items.at(-1)).toMatchObject({
      title: 'End semester paper',
      kind: 'pyq',
      year: '2024',
      credit: 'Asha',
    });
    expect(await desk.mySuggestions(student)).toMatchObject([{ state: 'accepted' }]);
  });

  it('declines a suggestion only with a reason, which its student reads', async () => {
    const user = userEvent.setup();
    const panel = renderPanel();
    await user.click(
      await within(panel).findByRole('button', { name: 'Decline: End semester paper' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Decline “End semester paper”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why: the student reads it.');
    await user.type(
      within(dialog).getByLabelText('Reason (the student reads it)'),
      'Already there',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(panel).findByText('No suggestion waiting.')).toBeVisible();
    expect(await desk.mySuggestions(student)).toMatchObject([
      { state: 'declined', reason: 'Already there' },
    ]);
  });

  it('edits, moves and removes items of the notes, each change in the history', async () => {
    const user = userEvent.setup();
    const panel = renderPanel();
    await user.selectOptions(await within(panel).findByLabelText('Semester'), 'Fifth');
    const item = 'DSP handwritten notes';
    await user.click(within(panel).getByRole('button', { name: `Edit ${item}` }));
    const edit = screen.getByRole('dialog', { name: 'Edit the item' });
    await user.clear(within(edit).getByLabelText('Title'));
    await user.type(within(edit).getByLabelText('Title'), 'DSP notes, handwritten');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(
      await within(panel).findByText(
        /Edited "DSP notes, handwritten" in Digital Signal Processing/,
      ),
    ).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Move DSP notes, handwritten' }));
    const move = screen.getByRole('dialog', { name: 'Move the item' });
    await user.selectOptions(within(move).getByLabelText('To the subject'), 'VLSI Design (Fifth)');
    await user.click(within(move).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText(/Moved "DSP notes, handwritten" from/)).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Remove DSP notes, handwritten' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove the item?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(
      await within(panel).findByText(/Removed "DSP notes, handwritten" from VLSI/),
    ).toBeVisible();
    expect(await desk.history(organizer)).toHaveLength(3);
  });

  it('tells an account the notes database does not know as an organizer', async () => {
    const panel = renderPanel(student);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The notes database does not know your account as an organizer.',
    );
  });
});
