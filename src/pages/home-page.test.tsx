import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { highlightedEvents } from '@/content/events.ts';
import { useAuth } from '@/features/auth/use-auth.ts';
import { HomePage } from './home-page.tsx';

vi.mock('@/features/auth/use-auth.ts', () => ({ useAuth: vi.fn() }));
vi.mock('@/features/cos/night-headline.ts', () => ({
  nightHeadline: vi.fn(() => Promise.resolve('Opens Sat, Dec 5, 6:00 PM')),
}));

function signedInAs(displayName: string | null) {
  vi.mocked(useAuth).mockReturnValue({
    user: displayName === null ? null : { displayName },
  } as ReturnType<typeof useAuth>);
}

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  beforeEach(() => signedInAs(null));

  it('shows the hero texts, with NIT SILCHAR already present before any animation', () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'ELECTRONICS & COMMUNICATION SOCIETY' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('NIT SILCHAR').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Welcome!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The official website of Electronics and Communication Society, NIT Silchar',
      ),
    ).toBeInTheDocument();
  });

  it('links the banner image to the Chamber of Secrets and offers the Spectrum page', () => {
    renderHome();
    const banner = screen.getByRole('link', { name: /Chamber of Secrets/ });
    expect(banner).toHaveAttribute('href', '/CoS');
    expect(within(banner).getByRole('img')).toHaveAttribute('width', '1200');
    expect(screen.getByRole('link', { name: /Explore Spectrum events/ })).toHaveAttribute(
      'href',
      '/Spectrum',
    );
  });

  it('shows the events, messages and notable-alumni carousels with their content', () => {
    renderHome();
    const events = screen.getByRole('region', { name: 'Events' });
    for (const { name } of highlightedEvents) {
      expect(within(events).getByRole('heading', { name })).toBeInTheDocument();
    }
    const messages = screen.getByRole('region', { name: 'Messages' });
    for (const designation of [
      'President',
      'Vice President',
      'General Secretary',
      'Faculty Advisor',
      'HOD',
    ]) {
      expect(within(messages).getByText(designation)).toBeInTheDocument();
    }
    const alumni = screen.getByRole('region', { name: 'Notable alumni' });
    expect(within(alumni).getAllByRole('group').length).toBeGreaterThanOrEqual(3);
    expect(within(alumni).getByText('Lumen Silicon')).toBeInTheDocument();
  });

  it('says where the game night stands beside the banner once it is read, outside the link', async () => {
    renderHome();
    const line = await screen.findByText('Opens Sat, Dec 5, 6:00 PM');
    expect(line).toBeVisible();
    expect(line.closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: /Chamber of Secrets/ })).toHaveAccessibleName(
      'Chamber of Secrets: the ECS riddle hunt. Solve 21 riddles in one hour. Enter the chamber',
    );
  });

  it('greets the signed-in member by name', () => {
    signedInAs('Asha');
    renderHome();
    expect(screen.getByText('Good to see you, Asha.')).toBeInTheDocument();
  });
});
