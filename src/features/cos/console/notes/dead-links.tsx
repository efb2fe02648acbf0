import type { LinkCheck } from '@/content/notes-desk.ts';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The last link check's dead links, by where they are (the check never keeps a link's words). */
export function DeadLinks({ check }: { check: LinkCheck | null }) {
  return (
    <>
      <h3>Dead links</h3>
      {!check ? (
        <p>No link check saved yet: npm run notes:check-links (docs/content.md) saves one.</p>
      ) : (
        <>
          <p>
            The check of{' '}
            <time dateTime={new Date(check.checkedAt).toISOString()}>
              {when.format(check.checkedAt)}
            </time>{' '}
            found {check.dead.length} dead of {check.links} links.
          </p>
          {check.dead.length > 0 && (
            <ul>
              {check.dead.map((entry) => (
                <li key={entry.where}>
                  {entry.where}: {entry.reason}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
