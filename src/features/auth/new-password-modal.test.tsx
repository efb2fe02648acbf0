import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '@/backend/local/auth.ts';
import { ACTION_CODE_LIFETIME_MS } from '@/backend/local/action-codes.ts';
import { renderAccounts } from '@/test/auth-test-utils.tsx';

vi.mock('@/components/toast/notify.ts', () => import('@/test/notify-mock.ts'));

const EMAIL = 'asha@ece.nits.ac.in';
const UNUSABLE =
  'This reset link has expired or was already used. Ask for a new one with Forgot Password?';

/** A member who asked for a reset, and the path of the link local mode printed (/login?...). */
async function memberWithResetLink() {
  const auth = createLocalAuth();
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  await auth.signUp('Asha', EMAIL, 'secret1');
  await auth.signOut();
  await auth.sendPasswordReset(EMAIL);
  const link = new URL(String(info.mock.calls.at(-1)?.[0]).match(/https?:\/\/\S+/)?.[0] ?? '');
  info.mockRestore();
  const code = link.searchParams.get('oobCode') ?? '';
  return { auth, code, route: link.pathname + link.search };
}

async function openFromLink(route: string, auth: ReturnType<typeof createLocalAuth>) {
  renderAccounts({ route, auth });
  return screen.findByRole('dialog', { name: 'Reset' }, { timeout: 5000 });
}

/** The Reset dialog opened from a fresh link, and a user to drive it. */
async function openedFromLink() {
  const { auth, route } = await memberWithResetLink();
  await openFromLink(route, auth);
  return { user: userEvent.setup(), route };
}

async function save(user: ReturnType<typeof userEvent.setup>, password: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('new password modal (the reset link)', () => {
  // The modals are a lazy chunk: load it once up front so no test pays for the first import.
  beforeAll(() => import('./auth-modals.tsx'), 30_000);
  afterEach(() => vi.useRealTimers());

  it('opens from the link with focus in its one field, New password', async () => {
    const { auth, route } = await memberWithResetLink();
    const dialog = await openFromLink(route, auth);
    // The dialog can be found before its focus trap's effect has run, on a loaded machine.
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(dialog.querySelectorAll('input')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('asks to fill the field', async () => {
    const { user } = await openedFromLink();
    await save(user, '');
    expect(screen.getByRole('alert')).toHaveTextContent('Fill all fields');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Fill all fields');
  });

  it('shows and hides the new password like the login form', async () => {
    const { user } = await openedFromLink();
    await user.type(screen.getByLabelText('New password'), 'secret3');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
  });

  it('saves, returns to Login saying so, with the code replaced out of the address', async () => {
    const { user } = await openedFromLink();
    await save(user, 'secret3');
    await screen.findByRole('dialog', { name: 'Login' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Password changed. Log in with your new password.',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    // React Router moves the address in a transition, which may land a render after the dialog.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(screen.getByTestId('location')).toHaveAttribute('data-navigation', 'REPLACE');

    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'secret3');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account menu for Asha' })).toBeInTheDocument();
  });

  it('says the news once: Login opened again later starts without it', async () => {
    const { user } = await openedFromLink();
    await save(user, 'secret3');
    await screen.findByRole('dialog', { name: 'Login' });
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    await screen.findByRole('dialog', { name: 'Login' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says a used link is dead and how to get a new one', async () => {
    const user = userEvent.setup();
    const { auth, code, route } = await memberWithResetLink();
    await auth.confirmPasswordReset(code, 'secret2');
    await openFromLink(route, auth);
    await save(user, 'secret3');
    expect(await screen.findByRole('alert')).toHaveTextContent(UNUSABLE);
    expect(screen.getByRole('dialog', { name: 'Reset' })).toBeInTheDocument();
  });

  it('says an expired link is dead too', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    const { auth, route } = await memberWithResetLink();
    vi.setSystemTime(Date.now() + ACTION_CODE_LIFETIME_MS);
    await openFromLink(route, auth);
    await save(user, 'secret3');
    expect(await screen.findByRole('alert')).toHaveTextContent(UNUSABLE);
  });

  it('refuses a weak password as sign-up does, and the link still works after', async () => {
    const { user } = await openedFromLink();
    await save(user, 'five5');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password should be at least 6 characters',
    );
    await user.type(screen.getByLabelText('New password'), '5');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('Escape closes it; focus, which no control gave it, goes back to the page', async () => {
    const { user, route } = await openedFromLink();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(route);
  });

  it('Cancel closes it, and it stays closed', async () => {
    const { user } = await openedFromLink();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open login' })).toBeInTheDocument();
  });

  it('stays closed after Cancel when the session changes later', async () => {
    const user = userEvent.setup();
    const { auth, route } = await memberWithResetLink();
    await auth.signIn(EMAIL, 'secret1');
    await openFromLink(route, auth);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Account menu for Asha' }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Open login' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves /login without a reset link as it was: Login opens', async () => {
    renderAccounts({ route: '/login?mode=resetPassword', auth: createLocalAuth() });
    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 })).toBeVisible();
  });
});
