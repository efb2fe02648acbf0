/**
 * The formatters are made on first use: making one costs the browser its locale's data (about
 * 15 ms on a slow phone), which pages that merely import these (/events' game-night card, with no
 * night scheduled) would otherwise pay while they hydrate.
 */
let openingTime: Intl.DateTimeFormat | undefined;
let closingTime: Intl.DateTimeFormat | undefined;

/** "Sat 5 Dec, 6:00 PM": when a night opens, in the visitor's locale and time zone. */
export const formatOpening = (ms: number): string =>
  (openingTime ??= new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  })).format(ms);

/** "8:00 PM": when tonight closes. */
export const formatClosing = (ms: number): string =>
  (closingTime ??= new Intl.DateTimeFormat(undefined, {
    hour: 'numeric',
    minute: '2-digit',
  })).format(ms);
