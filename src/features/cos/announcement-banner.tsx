import { useLayoutEffect, useRef, useState } from 'react';
import type { Announcement } from '@/game/types.ts';
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

interface AnnouncementBannerProps {
  announcement: Announcement | null;
  /** A Dismiss button; not on the projector, where nobody can press it. */
  dismissible?: boolean;
}

/**
 * The organizers' announcement, live. The polite region is always in the DOM so a screen
 * reader hears an announcement that arrives while the page is open.
 */
export function AnnouncementBanner({ announcement, dismissible = true }: AnnouncementBannerProps) {
  const [dismissedAt, setDismissedAt] = useState(readDismissedAt);
  const slot = useRef<HTMLDivElement>(null);
  const holdsFocus = useRef(false);
  const shown = announcement !== null && (dismissedAt === null || announcement.at > dismissedAt);

  // Dismiss goes away when pressed, or when the organizers clear the announcement: if it had
  // focus, keep the reader's place (not <body>), so Tab goes on to what follows the banner.
  useLayoutEffect(() => {
    if (!shown && holdsFocus.current && !slot.current?.contains(document.activeElement)) {
      slot.current?.focus();
    }
  }, [shown]);

  function dismiss() {
    if (!announcement) return;
    keepDismissedAt(announcement.at);
    setDismissedAt(announcement.at);
  }

  return (
    <div
      ref={slot}
      tabIndex={-1}
      className={styles.slot}
      onFocus={() => {
        holdsFocus.current = true;
      }}
      // React drops the blur Chromium fires as it removes the button, so this keeps the flag
      // set for the effect above; any other blur means the reader has moved on.
      onBlur={() => {
        holdsFocus.current = false;
      }}
    >
      <div aria-live="polite">
        {shown && (
          <div className={styles.banner}>
            <p className={styles.text}>{announcement.text}</p>
            {dismissible && (
              <button type="button" className={styles.dismiss} onClick={dismiss}>
                Dismiss
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
