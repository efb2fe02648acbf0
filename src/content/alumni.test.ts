import { describe, expect, it } from 'vitest';
import { alumni } from './alumni.ts';
import { isLocalAsset, isNonEmptyText } from './content-test-utils.ts';

describe('alumni content', () => {
  it('lists enough alumni to fill three slides per view, numbered from 1', () => {
    expect(alumni.length).toBeGreaterThanOrEqual(3);
    expect(alumni.map((alumnus) => alumnus.sl)).toEqual(alumni.map((_, index) => index + 1));
  });

  it.each(alumni)('$name has every field and an existing portrait', (alumnus) => {
    for (const field of ['name', 'designation', 'company', 'id'] as const) {
      expect(isNonEmptyText(alumnus[field]), field).toBe(true);
    }
    expect(alumnus.year).toMatch(/^(19|20)\d\d$/);
    expect(isLocalAsset(alumnus.image)).toBe(true);
  });

  it('has unique scholar ids', () => {
    expect(new Set(alumni.map((alumnus) => alumnus.id)).size).toBe(alumni.length);
  });
});
