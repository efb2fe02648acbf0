import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalNotes } from '@/backend/local/notes.ts';
import sample from '@/content/semester-notes.sample.json';
import { printedCodes } from '@/test/local-auth-test-utils.ts';
import { localMember, renderAsMember, sendingEmail } from '@/test/member-test-utils.tsx';
import { NotesPage } from './notes-page.tsx';

const fetchNotes = vi.fn(async () => structuredClone(sample));
vi.mock('@/backend/notes-backend.ts', () => ({
  loadNotes: async () => createLocalNotes({ allowedDomain: 'ece.nits.ac.in', fetchNotes }),
}));

async function openNotes(
  sem: string,
  { verified, hosted = false }: { verified: boolean; hosted?: boolean },
) {
  const member = await localMember(undefined, { verified });
  const auth = hosted ? sendingEmail(member.auth) : member.auth;
  renderAsMember(auth, '/notes/:sem', `/notes/${sem}`, <NotesPage />);
  return member;
}

const COUNTS = [
  ['First', 5],
  ['Second', 6],
  ['Third', 6],
  ['Fourth', 6],
  ['Fifth', 6],
  ['Sixth', 6],
  ['Seventh', 4],
  ['Eighth', 1],
] as const;

describe('NotesPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    fetchNotes.mockClear();
  });

  it.each(COUNTS)('shows a verified member %s semester tiles (%i)', async (sem, count) => {
    await openNotes(sem, { verified: true });
    const grid = await screen.findByRole('list', { name: `${sem} semester subjects` });
    expect(
      screen.getByRole('heading', { level: 1, name: `${sem} Semester Notes` }),
    ).toBeInTheDocument();
    expect(within(grid).getAllByRole('link')).toHaveLength(count);
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).toBeNull();
  });

  it('opens each subject folder in a new tab without an opener', async () => {
    await openNotes('Third', { verified: true });
    const grid = await screen.findByRole('list', { name: 'Third semester subjects' });
    for (const tile of within(grid).getAllByRole('link')) {
      expect(tile.getAttribute('href')).toMatch(/^https:\/\/drive\.google\.com\//);
      expect(tile).toHaveAttribute('target', '_blank');
      expect(tile).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /^Signals and Systems/ })).toBeInTheDocument();
  });

  it('takes the semester in any letter case, as the hosting rewrites serve it', async () => {
    await openNotes('third', { verified: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Third Semester Notes' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Third semester subjects' })).toBeVisible();
  });

  it('asks an unverified member to check the inbox, and reads no notes', async () => {
    await openNotes('Third', { verified: false, hosted: true });
    const notice = await screen.findByRole('region', { name: 'Check your inbox' });
    expect(notice).toHaveTextContent('We sent a link to asha@ece.nits.ac.in.');
    expect(screen.queryByRole('list', { name: /semester subjects/ })).toBeNull();
    expect(fetchNotes).not.toHaveBeenCalled();
  });

  it('sends the link again, says so, and opens the notes on refresh once it is followed', async () => {
    const user = userEvent.setup();
    const { info, verify } = await openNotes('Third', { verified: false, hosted: true });
    const notice = await screen.findByRole('region', { name: 'Check your inbox' });
    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent('Email sent');
    expect(printedCodes(info)).toHaveLength(2);

    await user.click(within(notice).getByRole('button', { name: 'I have verified: refresh' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'Your address is not verified yet. Follow the link in the e-mail, then refresh.',
    );
    await verify();
    await user.click(within(notice).getByRole('button', { name: 'I have verified: refresh' }));
    expect(await screen.findByRole('list', { name: 'Third semester subjects' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Check your inbox' })).toBeNull();
  });

  it('shows, in local mode, the link an e-mail would bring, and a new one when sent again', async () => {
    const user = userEvent.setup();
    const { info } = await openNotes('Third', { verified: false });
    const notice = await screen.findByRole('region', { name: 'Verify your address' });
    expect(notice).toHaveTextContent(
      "Local mode sends no e-mail: the link an e-mail to asha@ece.nits.ac.in would bring is here, and in the browser's developer console.",
    );
    const link = within(notice).getByRole('link', { name: 'Verify my address' });
    const printed = () => `/login?mode=verifyEmail&oobCode=${printedCodes(info).at(-1)}`;
    expect(link.getAttribute('href')).toContain(printed());

    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent('A new link is here.');
    expect(printedCodes(info)).toHaveLength(2);
    expect(within(notice).getByRole('link').getAttribute('href')).toContain(printed());
    expect(screen.queryByRole('list', { name: /semester subjects/ })).toBeNull();
  });

  it('sends a visitor who is not signed in to the home page', async () => {
    const { auth } = await openNotes('Third', { verified: true });
    await auth.signOut();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it.each(['Ninth', 'Thirdd', 'Zeroth'])('shows the not-found view for /notes/%s', async (sem) => {
    await openNotes(sem, { verified: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /semester subjects/ })).toBeNull();
  });
});
