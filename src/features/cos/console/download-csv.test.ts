import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, KEEP_FILE_MS } from './download-csv.ts';

describe('downloading a CSV', () => {
  const clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    clicked.length = 0;
  });

  it('clicks a link to the file, and lets go of the file only once the browser has had time to read it', () => {
    downloadCsv('cos-standings-2026-12-05.csv', 'Rank,Team\n1,diodes\n');
    expect(clicked).toEqual([{ href: 'blob:file', download: 'cos-standings-2026-12-05.csv' }]);
    vi.advanceTimersByTime(KEEP_FILE_MS - 1);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });
});
