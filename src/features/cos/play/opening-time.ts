const openingTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

const closingTime = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** "Sat 5 Dec, 6:00 PM": when a night opens, in the visitor's locale and time zone. */
export const formatOpening = (ms: number): string => openingTime.format(ms);

/** "8:00 PM": when tonight closes. */
export const formatClosing = (ms: number): string => closingTime.format(ms);
