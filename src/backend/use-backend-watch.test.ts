import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBackendWatch } from './use-backend-watch.ts';

/** A feed whose watches are counted: each returns its own stop. */
function feed() {
  const stops: Array<ReturnType<typeof vi.fn>> = [];
  const watch = vi.fn((_backend: string) => {
    const stop = vi.fn();
    stops.push(stop);
    return stop;
  });
  return { watch, stops };
}

/** A load the test lands when it likes, with the signal it was given. */
function heldLoad() {
  let land: (backend: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const signals: AbortSignal[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        signals.push(signal);
        land = resolve;
        fail = reject;
      }),
  );
  return { load, signals, land: (backend: string) => land(backend), fail: (e: Error) => fail(e) };
}

describe('useBackendWatch', () => {
  it('watches what the load gives, and stops watching on unmount', async () => {
    const { watch, stops } = feed();
    const { unmount } = renderHook(() => useBackendWatch(async () => 'backend', watch));
    await waitFor(() => expect(watch).toHaveBeenCalledWith('backend'));
    expect(stops[0]).not.toHaveBeenCalled();
    unmount();
    expect(stops[0]).toHaveBeenCalledOnce();
  });

  it('watches nothing when the load lands after unmount, and tells the load to stop', async () => {
    const { watch } = feed();
    const held = heldLoad();
    const { unmount } = renderHook(() => useBackendWatch(held.load, watch));
    expect(held.signals[0]?.aborted).toBe(false);
    unmount();
    expect(held.signals[0]?.aborted).toBe(true);
    await act(async () => held.land('backend'));
    expect(watch).not.toHaveBeenCalled();
  });

  it('tells a failed load, but not once unmounted', async () => {
    const onLoadFailed = vi.fn();
    const { watch } = feed();
    const failing = heldLoad();
    renderHook(() => useBackendWatch(failing.load, watch, onLoadFailed));
    await act(async () => failing.fail(new Error('offline')));
    expect(onLoadFailed).toHaveBeenCalledWith(new Error('offline'));

    const late = heldLoad();
    const { unmount } = renderHook(() => useBackendWatch(late.load, watch, onLoadFailed));
    unmount();
    await act(async () => late.fail(new Error('offline')));
    expect(onLoadFailed).toHaveBeenCalledOnce();
    expect(watch).not.toHaveBeenCalled();
  });

  it('starts over when asked, or given another load: the old watch stops first', async () => {
    const { watch, stops } = feed();
    const first = async () => 'first';
    const { result, rerender } = renderHook(({ load }) => useBackendWatch(load, watch), {
      initialProps: { load: first },
    });
    await waitFor(() => expect(watch).toHaveBeenCalledTimes(1));
    act(() => result.current());
    await waitFor(() => expect(watch).toHaveBeenCalledTimes(2));
    expect(stops[0]).toHaveBeenCalledOnce();
    rerender({ load: async () => 'second' });
    await waitFor(() => expect(watch).toHaveBeenLastCalledWith('second'));
    expect(stops[1]).toHaveBeenCalledOnce();
    expect(stops[2]).not.toHaveBeenCalled();
  });
});
