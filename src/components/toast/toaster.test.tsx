import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  it('mounts nothing until the first toast, then shows that toast (StrictMode rehearsing the mount)', async () => {
    const { container } = render(
      <StrictMode>
        <Toaster />
      </StrictMode>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();

    notify.success('Logged in successfully!');

    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
  });

  it('shows one toast at a time: the next message takes the place of the one on screen', async () => {
    render(
      <StrictMode>
        <Toaster />
      </StrictMode>,
    );
    notify.warning('Wrong answer');
    expect(await screen.findByText('Wrong answer')).toBeInTheDocument();

    notify.success('Correct answer');
    notify.success('Correct answer');

    expect(await screen.findByText('Correct answer')).toBeInTheDocument();
    expect(screen.queryByText('Wrong answer')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
