import type { SocialNetwork } from '@/content/site.ts';

/**
 * A social network's mark, drawn from the symbols index.html holds (`social-<network>`): in the
 * page itself, so no page waits on a request for them. The link names the network.
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#social-${network}`} />
    </svg>
  );
}
