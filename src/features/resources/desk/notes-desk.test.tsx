import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalNotes } from '@/backend/local/notes.ts';
import { createLocalNotesDesk } from '@/backend/local/notes-desk.ts';
import { readDesk } from '@/backend/local/notes-desk-store.ts';
import sample from '@/content/semester-notes.sample.json';
import { localMember, renderAsMember } from '@/test/member-test-utils.tsx';
import { SubjectTiles } from '../subject-tiles.tsx';

vi.mock('@/backend/notes-backend.ts', () => ({
  loadNotes: async () =>
    createLocalNotes({ allowedDomain: 'ece.nits.ac.in', fetchNotes: async () => sample }),
}));
vi.mock('@/backend/notes-desk-backend.ts', () => ({
  loadNotesDesk: async () =>
    createLocalNotesDesk({
      allowedDomain: 'ece.nits.ac.in',
      admins: () => null,
      fetchNotes: async () => sample,
    }),
}));

const ITEM = 'DSP class notes: DFT, FFT and filter design';

async function openFifth() {
  const { auth } = await localMember(undefined, { verified: true });
  renderAsMember(auth, '/notes/:sem', '/notes/Fifth', <SubjectTiles sem="Fifth" />);
  return screen.findByRole('button', { name: `Report a problem with ${ITEM}` });
}

async function report(user: ReturnType<typeof userEvent.setup>, trigger: HTMLElement) {
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
  await user.click(within(dialog).getByRole('radio', { name: 'Dead link' }));
  await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
  return dialog;
}

describe('the notes page’s desk', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports a problem with an item: a reason first, then thanks, and focus back on the button', async () => {
    const user = userEvent.setup();
    const trigger = await openFifth();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    expect(
      within(dialog).getByText(`With ${ITEM}. Only the organizers read reports.`),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Pick what is wrong.');
    await user.click(within(dialog).getByRole('radio', { name: 'Wrong file' }));
    await user.type(within(dialog).getByLabelText('Anything to add (optional)'), 'A DSP lab');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Reported. Thank you.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(Object.values(readDesk(localStorage).reports)).toMatchObject([
      { reason: 'wrong-file', text: 'A DSP lab', place: { itemId: 'notes-2024', sem: 'Fifth' } },
    ]);
  });

  it('says so when the day’s reports are spent', async () => {
    const user = userEvent.setup();
    const trigger = await openFifth();
    for (let sent = 0; sent < 5; sent += 1) {
      await report(user, trigger);
      await screen.findByText('Reported. Thank you.');
    }
    const dialog = await report(user, trigger);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have sent 5 reports today, the most a day. Try again tomorrow.',
    );
  });

  it('suggests an item, checked first, and shows the student its state', async () => {
    const user = userEvent.setup();
    await openFifth();
    await user.click(screen.getByRole('button', { name: 'Suggest an item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest an item' });
    await user.selectOptions(within(dialog).getByLabelText('Subject'), 'VLSI Design');
    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Lab manual');
    await user.type(within(dialog).getByLabelText('Title'), 'VLSI lab manual');
    await user.type(within(dialog).getByLabelText('Year (optional)'), '24');
    await user.type(within(dialog).getByLabelText('Link'), 'drive.example.org/vlsi');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    expect(within(dialog).getByLabelText('Link')).toHaveAccessibleDescription(
      'Starts with https:// A link that starts with https://.',
    );
    expect(within(dialog).getByLabelText('Year (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.clear(within(dialog).getByLabelText('Year (optional)'));
    await user.type(within(dialog).getByLabelText('Year (optional)'), '2024');
    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), 'https://drive.example.org/vlsi');
    await user.click(within(dialog).getByRole('button', { name: 'Send suggestion' }));
    expect(
      await screen.findByText('Thank you: your suggestion waits for the organizers.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Your suggestions' }));
    expect(await screen.findByText(/Waiting for the organizers/)).toHaveTextContent(
      'VLSI lab manual (VLSI Design, Fifth): Waiting for the organizers',
    );
    expect(Object.values(readDesk(localStorage).suggestions)).toMatchObject([
      { subjectId: 'vlsi-design', kind: 'lab-manual', year: '2024', credit: '' },
    ]);
  });
});
