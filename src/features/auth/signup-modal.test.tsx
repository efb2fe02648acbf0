import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '@/backend/local/auth.ts';
import { BackendError } from '@/backend/ports.ts';
import { notify } from '@/components/toast/notify.ts';
import { renderAccounts } from '@/test/auth-test-utils.tsx';

vi.mock('@/components/toast/notify.ts', () => import('@/test/notify-mock.ts'));

const EMAIL = 'ravi@ece.nits.ac.in';

async function openSignup(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Signup' });
}

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, email: string) {
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Signup' }));
}

describe('signup modal', () => {
  // The modals are a lazy chunk: load it once up front so no test pays for the first import.
  beforeAll(() => import('./auth-modals.tsx'), 30_000);
  beforeEach(() => {
    vi.mocked(notify.success).mockClear();
    // A sign-up prints its verification link.
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => vi.mocked(console.info).mockRestore());

  it('renders every field as required, in a form without browser bubbles', async () => {
    const user = userEvent.setup();
    renderAccounts();
    const dialog = await openSignup(user);
    for (const label of ['Name', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate');
  });

  it('asks to fill all fields before checking the domain, marking only the empty one', async () => {
    const user = userEvent.setup();
    renderAccounts();
    await openSignup(user);
    await fill(user, '', 'ravi@gmail.com');
    expect(screen.getByRole('alert')).toHaveTextContent('Fill all fields');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('names the domain beside the e-mail, accepts only it, and marks only the e-mail', async () => {
    const user = userEvent.setup();
    renderAccounts();
    await openSignup(user);
    expect(screen.getByText('Your @ece.nits.ac.in address')).toBeVisible();
    await fill(user, 'Ravi', 'ravi@gmail.com');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Only ECE valid: sign up with your @ece\.nits\.ac\.in address\.$/,
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Your @ece.nits.ac.in address Only ECE valid: sign up with your @ece.nits.ac.in address.',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('signs up: closes, stays on the page, toasts, and shows the name at once', async () => {
    const user = userEvent.setup();
    renderAccounts();
    await openSignup(user);
    await fill(user, 'Ravi', EMAIL);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/feed$/);
    expect(notify.success).toHaveBeenCalledWith('You have successfully signed up!');
    expect(screen.getByRole('button', { name: 'Account menu for Ravi' })).toBeInTheDocument();
  });

  it('says the e-mail is in use', async () => {
    const user = userEvent.setup();
    const auth = createLocalAuth();
    await auth.signUp('Ravi', EMAIL, 'secret1');
    await auth.signOut();
    renderAccounts({ auth });
    await openSignup(user);
    await fill(user, 'Ravi', EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email Already in Use');
  });

  it('shows any other error as it is, never the success toast', async () => {
    const user = userEvent.setup();
    const auth = createLocalAuth();
    auth.signUp = () => Promise.reject(new BackendError('auth/internal-error', 'Server is down'));
    renderAccounts({ auth });
    await openSignup(user);
    await fill(user, 'Ravi', EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server is down');
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Signup' })).toBeEnabled();
  });
});
