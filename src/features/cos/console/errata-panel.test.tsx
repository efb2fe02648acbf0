import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/backend/ports.ts';
import { ERRATUM_MAX_LENGTH } from '@/game/numbers.ts';
import type { Errata } from '@/game/types.ts';
import { ErrataPanel } from './errata-panel.tsx';

const AT = new Date(2026, 11, 5, 19, 40).getTime();
const shortTime = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(AT);

function renderPanel(
  errata: Errata | undefined = {},
  postErratum = vi.fn(async (_qNo: number, _text: string | null) => undefined),
) {
  render(<ErrataPanel errata={errata} postErratum={postErratum} />);
  return { postErratum, user: userEvent.setup() };
}

describe('the corrections panel', () => {
  it('posts a correction to the riddle chosen, trimmed, and says so', async () => {
    const { postErratum, user } = renderPanel();
    expect(screen.getByText('No riddle has a correction.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question' }), '7');
    const box = screen.getByRole('textbox', { name: 'Correction' });
    await user.type(box, '  Read "north" for "south". ');
    expect(screen.getByText(`28 of ${ERRATUM_MAX_LENGTH} characters`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post the correction' }));
    expect(postErratum).toHaveBeenCalledWith(7, 'Read "north" for "south".');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The correction to question 7 is posted.',
    );
    expect(box).toHaveValue('');
  });

  it('asks for a text before posting', async () => {
    const { postErratum, user } = renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Correction' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Post the correction' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write the correction first.');
    expect(postErratum).not.toHaveBeenCalled();
  });

  it('lists each correction in riddle order, to edit or withdraw', async () => {
    const errata = {
      12: { text: 'Ignore the picture.', at: AT },
      3: { text: 'Read "north" for "south".', at: AT },
    };
    const { postErratum, user } = renderPanel(errata);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      `Question 3, since ${shortTime}: “Read "north" for "south".”`,
      `Question 12, since ${shortTime}: “Ignore the picture.”`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Edit the correction to question 12' }));
    expect(screen.getByRole('combobox', { name: 'Question' })).toHaveValue('12');
    expect(screen.getByRole('textbox', { name: 'Correction' })).toHaveValue('Ignore the picture.');
    expect(screen.getByRole('textbox', { name: 'Correction' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Withdraw the correction to question 3' }));
    expect(postErratum).toHaveBeenCalledWith(3, null);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The correction to question 3 is withdrawn.',
    );
  });

  it('says when the database refuses the correction', async () => {
    const refuse = vi.fn(async () => {
      throw new BackendError('PERMISSION_DENIED');
    });
    const { user } = renderPanel({}, refuse);
    await user.type(screen.getByRole('textbox', { name: 'Correction' }), 'Riddle 1 is void.');
    await user.click(screen.getByRole('button', { name: 'Post the correction' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The database refused the correction: your account may no longer make it.',
    );
  });

  it('shows no list until the night is read', () => {
    render(<ErrataPanel errata={undefined} postErratum={vi.fn()} />);
    expect(screen.queryByText('No riddle has a correction.')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
