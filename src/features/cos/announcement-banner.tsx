import { useRef, useState } from 'react';
import type { Announcement } from '../../backend/ports.ts';
import styles from './announcement-banner.module.css';

/** The `at` of the announcement this device dismissed; a newer one shows again. */
const DISMISSED_KEY = 'ecs.cos.dismissed';

function readDismissedAt(): number | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? 'null');
    return typeof stored === 'number' ? stored : null;
  } catch {
    return null;
  }
}

function keepDismissedAt(at: number): void {
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(at));
  } catch {
    // Storage refused (a privacy mode): the banner stays hidden until the page reloads.
  }
}

/**
 * The organizers' announcement, live. The polite region is always in the DOM so a screen
 * reader hears an announcement that arrives while the page is open.
 */
export function AnnouncementBanner({ announcement }: { announcement: Announcement | null }) {
  const [dismissedAt, setDismissedAt] = useState(readDismissedAt);
  const slot = useRef<HTMLDivElement>(null);
  const shown = announcement !== null && (dismissedAt === null || announcement.at > dismissedAt);

  function dismiss() {
    if (!announcement) return;
    keepDismissedAt(announcement.at);
    setDismissedAt(announcement.at);
    // The button goes away: keep the reader's place, so Tab goes on to what follows the banner.
    slot.current?.focus();
  }

  return (
    <div ref={slot} tabIndex={-1} className={styles.slot}>
      <div aria-live="polite">
        {shown && (
          <div className={styles.banner}>
            <p className={styles.text}>{announcement.text}</p>
            <button type="button" className={styles.dismiss} onClick={dismiss}>
              Dismiss
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
