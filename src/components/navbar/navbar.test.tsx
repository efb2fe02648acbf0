import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Navbar } from './navbar.tsx';

function renderAt(path: string) {
  const page = (name: string) => ({
    path: name,
    element: (
      <>
        <Navbar accountMenu={<button type="button">Log in</button>} />
        <h1>{name}</h1>
      </>
    ),
  });
  const router = createMemoryRouter(
    ['/', '/events', '/about', '/members', '/developers', '/resourcehub'].map(page),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const menuButton = () => within(nav()).getByRole('button', { name: 'Menu' });

describe('Navbar', () => {
  it('links every page, the own page to "#" with aria-current', () => {
    renderAt('/members');
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Events',
      'About',
      'Members',
      'Developers',
      'Resource Hub',
    ]);
    const members = within(nav()).getByRole('link', { name: 'Members' });
    expect(members).toHaveAttribute('href', '#');
    expect(members).toHaveAttribute('aria-current', 'page');
    const events = within(nav()).getByRole('link', { name: 'Events' });
    expect(events).toHaveAttribute('href', '/events');
    expect(events).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /ECS NIT Silchar, home/ })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('matches the own page case-insensitively and keeps the hub link real', () => {
    renderAt('/Developers/');
    expect(within(nav()).getByRole('link', { name: 'Developers' })).toHaveAttribute('href', '#');
  });

  it('keeps the Resource Hub link real on its own page, marked current', () => {
    renderAt('/resourcehub');
    const hub = within(nav()).getByRole('link', { name: 'Resource Hub' });
    expect(hub).toHaveAttribute('href', '/resourcehub');
    expect(hub).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the menu with the button, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');
    expect(document.getElementById('site-menu')).toHaveAttribute('data-open', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('site-menu')).toHaveAttribute('data-open', 'true');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the open menu', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(menuButton());
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(nav()).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes the menu when a link navigates', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    await user.click(menuButton());
    await user.click(within(nav()).getByRole('link', { name: 'About' }));
    expect(router.state.location.pathname).toBe('/about');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
