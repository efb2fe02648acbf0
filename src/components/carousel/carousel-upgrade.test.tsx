import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';
import { mockOnScreen, mockReducedMotion } from '@/test/browser-stubs.ts';

const slides = ['Orientation', 'Freshers', 'Dehleez'].map((name) => ({
  key: name,
  content: <h3>{name}</h3>,
}));

describe('Carousel upgraded to Swiper (the real one)', () => {
  beforeEach(() => {
    // Every element is on screen at once, so the carousel upgrades as soon as the page settles.
    mockOnScreen();
    mockReducedMotion(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  // Leaving a page unmounts its carousels after Swiper has torn itself down: that once threw.
  it('unmounts without an error', async () => {
    const { container, unmount } = render(
      <Carousel label="Events" slides={slides} autoplayDelay={2000} />,
    );
    await waitFor(() => expect(container.querySelector('.swiper-initialized')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(screen.getByRole('group', { name: '1 of 3' })).toBeInTheDocument();
    expect(() => unmount()).not.toThrow();
  });
});
