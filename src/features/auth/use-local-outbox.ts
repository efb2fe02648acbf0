import { useEffect, useState } from 'react';
import type { EmailLinkMode } from '@/backend/ports.ts';
import { useAuth } from './use-auth.ts';

/** Local mode's link for `email` (null: none unused); hosted, where the e-mail is sent: absent. */
export type OutboxLink = { local: false } | { local: true; link: string | null };

/**
 * The link local mode would have e-mailed to `email` for `mode`, read again whenever `sent`
 * changes (a link sent again); `{ local: false }` on Firebase, and until the adapter is loaded.
 */
export function useLocalOutbox(
  email: string | null,
  mode: EmailLinkMode,
  sent: number,
): OutboxLink {
  const { loadPort } = useAuth();
  const [outbox, setOutbox] = useState<OutboxLink>({ local: false });

  useEffect(() => {
    if (email === null) return;
    let current = true;
    void loadPort().then((auth) => {
      if (current && auth.localOutbox) {
        setOutbox({ local: true, link: auth.localOutbox(email, mode) });
      }
    });
    return () => {
      current = false;
    };
  }, [email, mode, sent, loadPort]);

  return outbox;
}
