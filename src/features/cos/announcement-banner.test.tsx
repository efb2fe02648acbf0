import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AnnouncementBanner, DISMISSED_KEY } from './announcement-banner.tsx';

const TYPO = { text: 'Riddle 7 has a typo: read "volt" for "vault".', at: 1_000 };
const LATER = { text: 'Ten minutes left for the first teams.', at: 2_000 };

function liveRegion(container: HTMLElement) {
  const region = container.querySelector('[aria-live="polite"]');
  if (!region) throw new Error('no polite live region');
  return region;
}

describe('AnnouncementBanner', () => {
  it('keeps an empty polite region in the page when there is no announcement', () => {
    const { container } = render(<AnnouncementBanner announcement={null} />);
    expect(liveRegion(container)).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('says an announcement that arrives inside the same region', () => {
    const { container, rerender } = render(<AnnouncementBanner announcement={null} />);
    const region = liveRegion(container);
    rerender(<AnnouncementBanner announcement={TYPO} />);
    expect(region).toHaveTextContent(TYPO.text);
    expect(liveRegion(container)).toBe(region);
  });

  it('hides the announcement on Dismiss, remembers it on this device, and keeps focus in place', async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(<AnnouncementBanner announcement={TYPO} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(liveRegion(container)).toBeEmptyDOMElement();
    expect(localStorage.getItem(DISMISSED_KEY)).toBe('1000');
    expect(document.activeElement).toBe(liveRegion(container).parentElement);
    unmount();

    render(<AnnouncementBanner announcement={TYPO} />);
    expect(screen.queryByText(TYPO.text)).not.toBeInTheDocument();
  });

  it('shows a newer announcement after one was dismissed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AnnouncementBanner announcement={TYPO} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    rerender(<AnnouncementBanner announcement={LATER} />);
    expect(screen.getByText(LATER.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });

  it('lets Tab go on to what follows the banner after Dismiss', async () => {
    const user = userEvent.setup();
    render(
      <>
        <AnnouncementBanner announcement={TYPO} />
        <button type="button">NEXT</button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'NEXT' })).toHaveFocus();
  });

  it('keeps focus in place when the organizers clear the announcement under Dismiss', async () => {
    const user = userEvent.setup();
    const page = (announcement: typeof TYPO | null) => (
      <>
        <AnnouncementBanner announcement={announcement} />
        <button type="button">NEXT</button>
      </>
    );
    const { container, rerender } = render(page(TYPO));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    rerender(page(null));
    expect(document.activeElement).toBe(liveRegion(container).parentElement);
    await user.tab();
    expect(screen.getByRole('button', { name: 'NEXT' })).toHaveFocus();
  });

  it('leaves focus alone when it was not on Dismiss as the announcement is cleared', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<AnnouncementBanner announcement={TYPO} />);
    await user.tab();
    await user.click(document.body);
    expect(document.activeElement).toBe(document.body);
    rerender(<AnnouncementBanner announcement={null} />);
    expect(document.activeElement).toBe(document.body);
  });
});
