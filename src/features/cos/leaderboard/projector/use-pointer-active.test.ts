import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_MS, usePointerActive } from './use-pointer-active.ts';

describe('usePointerActive', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is false until the pointer moves, then true until CONTROLS_MS pass without a move', () => {
    const { result } = renderHook(() => usePointerActive());
    expect(result.current).toBe(false);
    act(() => void fireEvent.pointerMove(window));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(CONTROLS_MS - 100));
    act(() => void fireEvent.pointerMove(window));
    act(() => vi.advanceTimersByTime(CONTROLS_MS - 100));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
  });

  it('wakes on a press too (a touch screen has no hover)', () => {
    const { result } = renderHook(() => usePointerActive());
    act(() => void fireEvent.pointerDown(window));
    expect(result.current).toBe(true);
  });
});
