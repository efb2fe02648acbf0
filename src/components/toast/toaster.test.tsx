import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './notify.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  it('mounts nothing until the first toast, then shows that toast', async () => {
    const { container } = render(<Toaster />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();

    notify.success('Logged in successfully!');

    expect(await screen.findByText('Logged in successfully!')).toBeInTheDocument();
  });
});
