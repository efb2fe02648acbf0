import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '@/backend/local/auth.ts';
import { renderAccounts } from '@/test/auth-test-utils.tsx';

vi.mock('@/components/toast/notify.ts', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const EMAIL = 'asha@ece.nits.ac.in';
const VERIFIED = 'Your address is verified. The notes are open in the Resource Hub.';

/** A new member and the path of the verification link local mode printed (/login?...). */
async function memberWithLink() {
  const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  const auth = createLocalAuth();
  await auth.signUp('Asha', EMAIL, 'secret1');
  const link = new URL(String(info.mock.calls[0]?.[0]).match(/https?:\/\/\S+/)?.[0] ?? '');
  return { auth, route: link.pathname + link.search };
}

const location = () => screen.getByTestId('location');

describe('the verification link (/login?mode=verifyEmail&oobCode=...)', () => {
  beforeAll(() => import('./auth-modals.tsx'), 30_000);
  afterEach(() => vi.restoreAllMocks());

  it("verifies a signed-in member's address, says so, and takes the code out of the address", async () => {
    const { auth, route } = await memberWithLink();
    renderAccounts({ route, auth });
    expect(await screen.findByText(VERIFIED)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
    expect(await auth.reloadUser()).toMatchObject({ emailVerified: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a signed-out visitor to log in, and leads them to the Resource Hub', async () => {
    const user = userEvent.setup();
    const { auth, route } = await memberWithLink();
    await auth.signOut();
    renderAccounts({ route, auth });
    const login = await screen.findByRole('dialog', { name: 'Login' });
    expect(login).toHaveTextContent('Your address is verified. Log in to open the notes.');
    await user.type(screen.getByLabelText('Email'), EMAIL);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/resourcehub$/));
    expect(await screen.findByRole('heading', { name: 'Resource Hub' })).toBeInTheDocument();
  });

  it('says how to get a new link when this one was already used', async () => {
    const { auth, route } = await memberWithLink();
    const first = renderAccounts({ route, auth });
    await screen.findByText(VERIFIED);
    first.unmount();
    await auth.signOut();
    renderAccounts({ route, auth });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link has expired or was already used. Log in and send a new one from the Resource Hub.',
    );
  });
});
