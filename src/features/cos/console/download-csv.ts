/**
 * How long the file's address outlives the click. A browser starts the download after the click
 * returns; revoked at once, the address can be gone by then and no download starts (Firefox
 * always, Mozilla bug 1282407; the likely cause of a CI run in which Chromium started none).
 */
export const KEEP_FILE_MS = 60_000;

/** Hands `text` to the browser as a CSV file named `fileName` (the console's exports). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_FILE_MS);
}
