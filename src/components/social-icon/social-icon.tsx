import type { SocialNetwork } from '../../content/site.ts';

const PATHS: Record<SocialNetwork, string> = {
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.6V21h2.9Z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM12 3.6c-2.3 0-2.6 0-3.5.1-3.1.1-4.6 1.6-4.8 4.8v7c.2 3.2 1.7 4.7 4.8 4.8h7c3.2-.1 4.7-1.6 4.8-4.8v-7c-.1-3.1-1.6-4.7-4.8-4.8H12Zm0 1.5h3.4c2.2.1 3.3 1.1 3.4 3.4v7c-.1 2.2-1.1 3.3-3.4 3.4h-6.8c-2.3-.1-3.3-1.2-3.4-3.4v-7c.1-2.3 1.1-3.3 3.4-3.4H12Z',
  linkedin:
    'M6.9 8.9H4V20h2.9V8.9ZM5.5 4a1.7 1.7 0 1 0 0 3.4 1.7 1.7 0 0 0 0-3.4ZM20 13.9c0-3-.6-5.2-4.1-5.2-1.7 0-2.8.9-3.2 1.8h-.1V8.9H9.8V20h2.9v-5.5c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20H20v-6.1Z',
};

/** A social network's mark; the link around it carries the accessible name. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" />
    </svg>
  );
}
