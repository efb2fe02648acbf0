export type SocialNetwork = 'Facebook' | 'Instagram' | 'LinkedIn';

const PATHS: Record<SocialNetwork, string> = {
  Facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3Z',
  Instagram:
    'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 1.7A3.3 3.3 0 0 0 4.7 8v8A3.3 3.3 0 0 0 8 19.3h8a3.3 3.3 0 0 0 3.3-3.3V8A3.3 3.3 0 0 0 16 4.7H8Z',
  LinkedIn:
    'M6.9 8.6H3.8V20h3.1V8.6ZM5.3 3.5a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.3c0-3-1.6-4.9-4.3-4.9-1.4 0-2.4.8-2.8 1.5V8.6h-3V20h3.1v-5.7c0-1.5.3-2.9 2.1-2.9s1.8 1.7 1.8 3V20h3.1v-6.7Z',
};

/** The network's mark, drawn inline so a card needs no extra request; decorative next to its text. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" />
    </svg>
  );
}
