/** What the hub and the notes pages say while the notes are not shown. */
export const NOTES_MESSAGES = {
  loading: 'Loading the notes…',
  refused:
    'This account cannot open the notes: they are for verified ECE addresses only. Log in with your institute e-mail.',
  missing: 'The notes are not online yet. Please try again later.',
  failed: 'The notes could not be loaded. Check the connection and try again.',
} as const;
