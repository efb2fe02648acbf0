import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalNotes } from '@/backend/local/notes.ts';
import { BackendError } from '@/backend/ports.ts';
import { SEMESTERS } from '@/content/semester-names.ts';
import sample from '@/content/semester-notes.sample.json';
import { NOTES_MESSAGES } from './notes-messages.ts';
import { ResourceHub } from './resource-hub.tsx';
import { localMember, renderAsMember } from '@/test/member-test-utils.tsx';

const fetchNotes = vi.fn(async (): Promise<unknown> => structuredClone(sample));
vi.mock('@/backend/notes-backend.ts', () => ({
  loadNotes: async () => createLocalNotes({ allowedDomain: 'ece.nits.ac.in', fetchNotes }),
}));

async function openHub(options: { verified: boolean; email?: string }) {
  const member = await localMember(options.email, options);
  renderAsMember(member.auth, '/resourcehub', '/resourcehub', <ResourceHub />);
  return screen.getByRole('list', { name: 'Semesters' });
}

function semesterNames(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('listitem')
    .map((item: HTMLElement) => within(item).getByRole('heading').textContent ?? '');
}

describe('ResourceHub', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    fetchNotes.mockReset();
    fetchNotes.mockImplementation(async () => structuredClone(sample));
  });

  it('lists the eight semesters, First to Eighth, in order, with their links once verified', async () => {
    const list = await openHub({ verified: true });
    expect(semesterNames(list)).toEqual(SEMESTERS.map((sem) => `${sem} Semester`));
    await screen.findByRole('link', { name: 'NOTES of the First semester' });
    expect(fetchNotes).toHaveBeenCalledTimes(1);
  });

  it.each(SEMESTERS)(
    'gives the %s semester a NOTES link and a COURSE STRUCTURE link',
    async (sem) => {
      await openHub({ verified: true });
      expect(
        await screen.findByRole('link', { name: `NOTES of the ${sem} semester` }),
      ).toHaveAttribute('href', `/notes/${sem}`);
      const structure = screen.getByRole('link', {
        name: `COURSE STRUCTURE of the ${sem} semester (opens in a new tab)`,
      });
      expect(structure.getAttribute('href')).toMatch(/^https:\/\//);
      expect(structure).toHaveAttribute('target', '_blank');
      expect(structure).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it('shows the links at once when the member comes back, while it reads them again', async () => {
    const member = await localMember(undefined, { verified: true });
    const first = renderAsMember(member.auth, '/resourcehub', '/resourcehub', <ResourceHub />);
    await screen.findByRole('link', { name: 'NOTES of the Fifth semester' });
    first.unmount();
    fetchNotes.mockImplementation(() => new Promise(() => undefined));
    renderAsMember(member.auth, '/resourcehub', '/resourcehub', <ResourceHub />);
    expect(await screen.findByRole('link', { name: 'NOTES of the Fifth semester' })).toBeVisible();
    expect(screen.queryByText(NOTES_MESSAGES.loading)).toBeNull();
    await waitFor(() => expect(fetchNotes).toHaveBeenCalledTimes(2));
  });

  it('searches every semester from the one read of the notes, with no read per keystroke', async () => {
    const user = userEvent.setup();
    await openHub({ verified: true });
    const box = await screen.findByRole('searchbox', { name: 'Search the notes' });
    await user.type(box, 'dsp');
    const results = screen.getByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/notes/Fifth#digital-signal-processing',
    );
    await user.clear(box);
    await user.type(box, 'pyq 2024');
    expect(within(results).getAllByRole('link').length).toBeGreaterThan(3);
    expect(fetchNotes).toHaveBeenCalledTimes(1);
  });

  it('lists the semesters to an unverified member with no link, and reads no notes', async () => {
    const list = await openHub({ verified: false });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(semesterNames(list)).toEqual(SEMESTERS.map((sem) => `${sem} Semester`));
    expect(within(list).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(fetchNotes).not.toHaveBeenCalled();
  });

  it('says so when the database refuses the account', async () => {
    await openHub({ verified: true, email: 'asha@example.org' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account cannot open the notes: they are for verified ECE addresses only.',
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('says when the notes are not uploaded yet', async () => {
    fetchNotes.mockRejectedValue(new BackendError('NOT_FOUND'));
    await openHub({ verified: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The notes are not online yet.');
  });

  it('offers to try again after a failed load, and shows the links then', async () => {
    const user = userEvent.setup();
    fetchNotes.mockRejectedValueOnce(new BackendError('NETWORK'));
    await openHub({ verified: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The notes could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'NOTES of the Third semester' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
