import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';
import { mockReducedMotion } from '@/test/browser-stubs.ts';

function Trigger() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Login" onClose={() => setOpen(false)}>
          <input aria-label="Email" />
          <button type="button">Cancel</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a dialog named by its heading that takes and traps focus', async () => {
    const user = userEvent.setup();
    render(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes on a press on the backdrop, not on one inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('The dialog has no backdrop.');
    fireEvent.pointerDown(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens at full size at once under prefers-reduced-motion, shrunk otherwise', () => {
    const { unmount } = render(<Trigger />);
    // A synchronous click reads the first frame: a slow machine would let the animation run on.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog').style.transform).toMatch(/scale\(0\)/);
    unmount();

    mockReducedMotion(true);
    render(<Trigger />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog').style.transform).not.toMatch(/scale\(0\)/);
  });
});
