import { describe, expect, it } from 'vitest';
import { isLocalAsset, isNonEmptyText } from './content-test-utils.ts';
import { gallery } from './gallery.ts';

describe('gallery content', () => {
  it('has pictures with unique ids', () => {
    expect(gallery.length).toBeGreaterThanOrEqual(3);
    expect(new Set(gallery.map((picture) => picture.id)).size).toBe(gallery.length);
  });

  it.each(gallery)('$id has alt text, a caption and an existing image', (picture) => {
    expect(isNonEmptyText(picture.alt)).toBe(true);
    expect(isNonEmptyText(picture.caption)).toBe(true);
    expect(isLocalAsset(picture.image)).toBe(true);
  });
});
