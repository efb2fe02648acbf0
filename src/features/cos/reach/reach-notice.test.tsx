import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportReach } from '@/backend/reach.ts';
import { REACH_MESSAGES } from './reach-messages.ts';
import { ReachNotice } from './reach-notice.tsx';
import { BACK_SHOWN_MS } from './use-reach.ts';

describe('ReachNotice', () => {
  afterEach(() => {
    act(() => reportReach(true));
    vi.useRealTimers();
  });

  it('says nothing while the database answers, says when it does not, and when it is back', () => {
    vi.useFakeTimers();
    act(() => reportReach(true));
    const { container } = render(<ReachNotice />);
    const region = container.firstElementChild;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    act(() => reportReach(false));
    expect(screen.getByText(REACH_MESSAGES.unreachable)).toBeVisible();
    act(() => reportReach(true));
    expect(screen.queryByText(REACH_MESSAGES.unreachable)).toBeNull();
    expect(screen.getByText(REACH_MESSAGES.back)).toBeVisible();
    act(() => vi.advanceTimersByTime(BACK_SHOWN_MS));
    expect(region).toBeEmptyDOMElement();
  });

  it('says so at once on a page opened while the database does not answer', () => {
    act(() => reportReach(false));
    render(<ReachNotice />);
    expect(screen.getByText(REACH_MESSAGES.unreachable)).toBeVisible();
  });
});
