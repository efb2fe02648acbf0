import { vi } from 'vitest';
import type { notify as realNotify } from '@/components/toast/notify.ts';

/**
 * The toasts, as calls a test can expect (`notify.warning` called with 'Wrong answer'). A test
 * file takes it with
 * `vi.mock('@/components/toast/notify.ts', () => import('@/test/notify-mock.ts'));`.
 */
export const notify: typeof realNotify = {
  success: vi.fn(),
  warning: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
};
