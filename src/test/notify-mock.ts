import { vi } from 'vitest';

/**
 * The toasts, as calls a test can expect. A test file takes them with
 * `vi.mock('@/components/toast/notify.ts', () => import('@/test/notify-mock.ts'))`.
 */
export const notify = { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() };
