import type { SocialNetwork } from '@/content/site.ts';

/** A social network's mark, from one sprite the browser fetches once; the link names it. */
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
      <use href={`/images/brand/social-icons.svg#${network}`} />
    </svg>
  );
}
