import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '@/backend/local/auth.ts';
import type { SessionUser } from '@/backend/ports.ts';
import { notify } from '@/components/toast/notify.ts';
import { renderAccounts } from '@/test/auth-test-utils.tsx';

vi.mock('@/components/toast/notify.ts', () => import('@/test/notify-mock.ts'));

const EMAIL = 'asha@ece.nits.ac.in';

async function registered() {
  const auth = createLocalAuth();
  // The sign-up prints its verification link.
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  await auth.signUp('Asha', EMAIL, 'secret1');
  info.mockRestore();
  await auth.signOut();
  return auth;
}

async function openLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 });
}

describe('login modal', () => {
  // The modals are a lazy chunk: load it once up front so no test pays for the first import.
  beforeAll(() => import('./auth-modals.tsx'), 30_000);
  beforeEach(() => vi.mocked(notify.success).mockClear());

  it('asks to fill all fields', async () => {
    const user = userEvent.setup();
    renderAccounts({ auth: await registered() });
    await openLogin(user);
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Fill all fields');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Fill all fields');
  });

  it('logs in: closes, stays on the page, toasts and shows the name', async () => {
    const user = userEvent.setup();
    renderAccounts({ auth: await registered() });
    await openLogin(user);
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/feed$/);
    expect(notify.success).toHaveBeenCalledWith('Logged in successfully!');
    expect(screen.getByRole('button', { name: /Asha/ })).toBeInTheDocument();
  });

  it.each([
    ['secret2', EMAIL, 'Please check the Password'],
    ['secret1', 'nobody@ece.nits.ac.in', 'Please check the Email'],
  ])('shows the provider error for password %s / %s', async (password, email, message) => {
    const user = userEvent.setup();
    renderAccounts({ auth: await registered() });
    await openLogin(user);
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('shows the password toggle only beyond one character', async () => {
    const user = userEvent.setup();
    renderAccounts();
    await openLogin(user);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'a');
    expect(screen.queryByRole('button', { name: 'Show password' })).not.toBeInTheDocument();
    await user.type(password, 'b');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('resets a password: hides the field, sends, says so, returns to login', async () => {
    const user = userEvent.setup();
    const auth = await registered();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderAccounts({ auth });
    await openLogin(user);
    await user.type(screen.getByLabelText('Password'), 'typed');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the Email');
    await user.type(screen.getByLabelText('Email'), 'nobody@ece.nits.ac.in');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Please check the Email$/),
    );
    expect(info).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Email sent');
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // Local mode sends no e-mail: the link it printed is in the dialog too.
    const printed = /https?:\/\/\S+mode=resetPassword\S+/.exec(String(info.mock.calls[0]?.[0]));
    expect(await screen.findByRole('link', { name: 'Reset the password' })).toHaveAttribute(
      'href',
      printed?.[0],
    );
    info.mockRestore();
  });

  it('keeps focus in the dialog, on Email, when "Forgot Password?" switches to reset', async () => {
    const user = userEvent.setup();
    renderAccounts();
    await openLogin(user);
    screen.getByRole('button', { name: 'Forgot Password?' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Reset' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  // A disabled button that has focus hands it to the page body, so Login stays focusable.
  it('marks Login disabled while signing in, keeps its focus and ignores a second press', async () => {
    const user = userEvent.setup();
    const auth = await registered();
    let finish: (value: SessionUser) => void = () => undefined;
    const signIn = vi.fn(() => new Promise<SessionUser>((resolve) => (finish = resolve)));
    auth.signIn = signIn;
    renderAccounts({ auth });
    await openLogin(user);
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    const login = screen.getByRole('button', { name: 'Login' });
    await user.click(login);
    expect(login).toHaveAttribute('aria-disabled', 'true');
    expect(login).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(signIn).toHaveBeenCalledTimes(1);
    finish({
      uid: 'u1',
      email: EMAIL,
      displayName: 'Asha',
      isAnonymous: false,
      emailVerified: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel and the sign-up link open signup; Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    renderAccounts();
    await openLogin(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Signup' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: "Don't have an account? Sign up" }));
    expect(await screen.findByRole('dialog', { name: 'Signup' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });
});
