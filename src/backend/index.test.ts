import { describe, expect, it, vi } from 'vitest';
import { loadGameBackend } from './index.ts';

const created = vi.hoisted(() => ({ failures: 1 }));

vi.mock('./local/game.ts', () => ({
  createLocalGame: () => {
    if (created.failures > 0) {
      created.failures -= 1;
      throw new Error('offline');
    }
    return { night: 'the local night' };
  },
}));

describe('loadGameBackend', () => {
  it('tries again after a failed load, then keeps what it got', async () => {
    await expect(loadGameBackend()).rejects.toThrow('offline');
    const backend = await loadGameBackend();
    expect(backend).toEqual({ night: 'the local night' });
    expect(await loadGameBackend()).toBe(backend);
  });
});
