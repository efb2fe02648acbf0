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

  it('shows the toasts that follow, each once', async () => {
    render(
      <StrictMode>
        <Toaster />
      </StrictMode>,
    );
    notify.warning('Wrong answer');
    notify.success('Correct answer');

    expect(await screen.findByText('Wrong answer')).toBeInTheDocument();
    expect(await screen.findByText('Correct answer')).toBeInTheDocument();
    expect(screen.getAllByText('Wrong answer')).toHaveLength(1);
  });
});
