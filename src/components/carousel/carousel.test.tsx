import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';
import { mockOnScreen, mockReducedMotion } from '@/test/browser-stubs.ts';

vi.mock('./swiper-track.tsx', () => ({
  SwiperTrack: ({ running }: { running: boolean }) => (
    <p>{running ? 'autoplay running' : 'autoplay stopped'}</p>
  ),
}));

const slides = ['Orientation', 'Freshers', 'Dehleez'].map((name) => ({
  key: name,
  content: <h3>{name}</h3>,
}));

describe('Carousel', () => {
  beforeEach(() => mockReducedMotion(false));
  afterEach(() => vi.unstubAllGlobals());

  it('renders a labelled carousel region with static slides "n of m" and their content', () => {
    render(<Carousel label="Events" slides={slides} autoplayDelay={2000} />);
    const region = screen.getByRole('region', { name: 'Events' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const group = within(region).getByRole('group', { name: '2 of 3' });
    expect(within(group).getByRole('heading', { name: 'Freshers' })).toBeInTheDocument();
    expect(within(region).getAllByRole('group')).toHaveLength(3);
  });

  it('has a pause button that turns into a play button', async () => {
    render(<Carousel label="Events" slides={slides} autoplayDelay={2000} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause Events slideshow' }));
    expect(screen.getByRole('button', { name: 'Play Events slideshow' })).toBeInTheDocument();
  });

  it('offers play instead of pause under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<Carousel label="Events" slides={slides} autoplayDelay={2000} />);
    expect(screen.getByRole('button', { name: 'Play Events slideshow' })).toBeInTheDocument();
  });

  it('runs autoplay once upgraded, and stops it on hover, focus and pause', async () => {
    mockOnScreen();
    render(<Carousel label="Events" slides={slides} autoplayDelay={2000} />);
    expect(await screen.findByText('autoplay running')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Events' });

    await userEvent.hover(region);
    expect(screen.getByText('autoplay stopped')).toBeInTheDocument();
    await userEvent.unhover(region);
    expect(screen.getByText('autoplay running')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Pause Events slideshow' });
    act(() => toggle.focus());
    expect(screen.getByText('autoplay stopped')).toBeInTheDocument();
    act(() => toggle.blur());
    expect(screen.getByText('autoplay running')).toBeInTheDocument();

    await userEvent.click(toggle);
    await userEvent.unhover(region);
    act(() => toggle.blur());
    expect(screen.getByText('autoplay stopped')).toBeInTheDocument();
  });

  it('never autoplays under prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    mockOnScreen();
    render(<Carousel label="Events" slides={slides} autoplayDelay={2000} />);
    expect(await screen.findByText('autoplay stopped')).toBeInTheDocument();
  });
});
