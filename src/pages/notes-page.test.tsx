import { act, screen, waitFor, within } from '@testing-library/react';
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

  it.each(COUNTS)('shows a verified member the %s semester subjects (%i)', async (sem, count) => {
    await openNotes(sem, { verified: true });
    const grid = await screen.findByRole('list', { name: `${sem} semester subjects` });
    expect(
      screen.getByRole('heading', { level: 1, name: `${sem} Semester Notes` }),
    ).toBeInTheDocument();
    expect(within(grid).getAllByRole('heading', { level: 2 })).toHaveLength(count);
    expect(within(grid).getAllByRole('link', { name: /the folder of / })).toHaveLength(count);
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).toBeNull();
  });

  it("lists a subject's items by kind, with year, teacher and credit, and its folder for the rest", async () => {
    await openNotes('Fifth', { verified: true });
    const dsp = (await screen.findByRole('heading', { name: 'Digital Signal Processing' }))
      .parentElement as HTMLElement;
    const papers = within(dsp).getByRole('region', { name: "Previous year's paper" });
    expect(
      within(papers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'End-semester paper (opens in a new tab)',
      'Mid-semester paper (opens in a new tab)',
      'End-semester paper (opens in a new tab)',
    ]);
    expect(papers).toHaveTextContent('2024, Dr. R. Laskar');
    const notes = within(dsp).getByRole('region', { name: 'Notes' });
    expect(notes).toHaveTextContent('Shared by Riya Sen');
    expect(
      within(dsp).getByRole('link', {
        name: 'Everything else: open the folder of Digital Signal Processing (opens in a new tab)',
      }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    const groups = within(dsp).getAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual([
      'Notes',
      "Previous year's paper",
      'Lab manual',
      'Book',
    ]);
  });

  it('opens every item and folder in a new tab without an opener', async () => {
    await openNotes('Third', { verified: true });
    const grid = await screen.findByRole('list', { name: 'Third semester subjects' });
    for (const link of within(grid).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/drive\.google\.com\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('heading', { name: 'Signals and Systems' })).toBeInTheDocument();
  });

  it('filters the items by kind and year, keeping only the subjects that have some', async () => {
    const user = userEvent.setup();
    await openNotes('Fifth', { verified: true });
    const grid = await screen.findByRole('list', { name: 'Fifth semester subjects' });
    await user.selectOptions(screen.getByLabelText('Kind'), "Previous year's paper");
    await user.selectOptions(screen.getByLabelText('Year'), '2024');
    const subjects = within(grid).getAllByRole('heading', { level: 2 });
    expect(subjects.map((heading) => heading.textContent)).toEqual([
      'Digital Signal Processing',
      'VLSI Design',
    ]);
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Previous year's paper", "Previous year's paper"]);
    expect(within(grid).getAllByRole('link', { name: /paper/ })).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Kind'), 'Syllabus');
    expect(screen.getByText('Nothing matches these filters.')).toHaveRole('status');
    await user.selectOptions(screen.getByLabelText('Year'), 'All years');
    expect(
      within(grid)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Power Electronics']);
  });

  it("brings a search result's subject into view and focus, the search above it", async () => {
    await openNotes('Fifth#vlsi-design', { verified: true });
    const heading = await screen.findByRole('heading', { level: 2, name: 'VLSI Design' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByRole('searchbox', { name: 'Search the notes' })).toBeInTheDocument();
  });

  it('leaves the focus where the member moved it when the notes are read again', async () => {
    const member = await localMember(undefined, { verified: true });
    const first = renderAsMember(member.auth, '/notes/:sem', '/notes/Fifth', <NotesPage />);
    await screen.findByRole('heading', { level: 2, name: 'VLSI Design' });
    first.unmount();
    let answer: (notes: typeof sample) => void = () => undefined;
    fetchNotes.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderAsMember(member.auth, '/notes/:sem', '/notes/Fifth#vlsi-design', <NotesPage />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'VLSI Design' });
    await waitFor(() => expect(heading).toHaveFocus());
    const box = await screen.findByRole('searchbox', { name: 'Search the notes' });
    box.focus();
    await waitFor(() => expect(fetchNotes).toHaveBeenCalledTimes(2));
    await act(async () => answer(structuredClone(sample)));
    expect(box).toHaveFocus();
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
