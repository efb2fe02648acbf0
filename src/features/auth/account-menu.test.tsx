import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '@/backend/local/auth.ts';
import { renderAccounts } from '@/test/auth-test-utils.tsx';

async function signedIn() {
  const auth = createLocalAuth();
  await auth.signUp('Asha', 'asha@ece.nits.ac.in', 'secret1');
  return auth;
}

describe('account menu and the protected hub', () => {
  // A sign-up prints its verification link.
  beforeEach(() => void vi.spyOn(console, 'info').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('toggles the sign-out panel, which closes after signing out', async () => {
    const user = userEvent.setup();
    renderAccounts({ auth: await signedIn() });
    const avatar = await screen.findByRole('button', { name: 'Account menu for Asha' });
    expect(avatar).toHaveTextContent('Asha');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('opens from the keyboard with focus on Sign Out; Escape and Tab away close it', async () => {
    const user = userEvent.setup();
    renderAccounts({ auth: await signedIn() });
    const after = document.body.appendChild(document.createElement('button'));
    after.textContent = 'Next on the page';
    const avatar = await screen.findByRole('button', { name: 'Account menu for Asha' });
    avatar.focus();

    await user.keyboard('{Enter}');
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(avatar).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(avatar).toHaveFocus();
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    expect(after).toHaveFocus();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    after.remove();
  });

  it('closes the panel on a press outside the account menu', async () => {
    const user = userEvent.setup();
    renderAccounts({ auth: await signedIn() });
    const avatar = await screen.findByRole('button', { name: 'Account menu for Asha' });
    await user.click(avatar);
    const panel = screen.getByRole('button', { name: 'Sign Out' }).parentElement;
    if (!panel) throw new Error('Sign Out sits in no panel.');
    await user.click(panel);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { name: 'Feed' }));
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets a signed-in member stay on /resourcehub after a reload', async () => {
    renderAccounts({ route: '/resourcehub', auth: await signedIn() });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your account');
    expect(await screen.findByRole('heading', { name: 'Resource Hub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/resourcehub');
  });

  it('sends everyone else, anonymous players included, to / with the login dialog open', async () => {
    const auth = createLocalAuth();
    await auth.ensureGameIdentity();
    renderAccounts({ route: '/resourcehub', auth });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('heading', { name: 'Resource Hub' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('takes a member who signs out on /resourcehub home, with no login dialog', async () => {
    const user = userEvent.setup();
    renderAccounts({ route: '/resourcehub', auth: await signedIn() });
    expect(await screen.findByRole('heading', { name: 'Resource Hub' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account menu for/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    // Long enough for the dialog's lazy module, had it been asked for, to load and show.
    await import('./auth-modals.tsx');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('brings a visitor sent away from /resourcehub back to it once signed up', async () => {
    const user = userEvent.setup();
    renderAccounts({ route: '/resourcehub?semester=Third' });
    const login = await screen.findByRole('dialog', { name: 'Login' });
    // The router moves in a transition, which may commit just after the dialog shows.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    await user.click(within(login).getByRole('button', { name: "Don't have an account? Sign up" }));
    const signup = await screen.findByRole('dialog', { name: 'Signup' });
    await user.type(within(signup).getByLabelText('Name'), 'Asha');
    await user.type(within(signup).getByLabelText('Email'), 'asha@ece.nits.ac.in');
    await user.type(within(signup).getByLabelText('Password'), 'secret1');
    await user.click(within(signup).getByRole('button', { name: 'Signup' }));
    expect(await screen.findByRole('heading', { name: 'Resource Hub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/resourcehub\?semester=Third$/);
  });
});
