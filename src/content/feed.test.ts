import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isLocalAsset, isNonEmptyText } from './content-test-utils.ts';
import { feedPosts } from './feed.ts';

describe('feed content', () => {
  it('has three posts', () => {
    expect(feedPosts).toHaveLength(3);
  });

  it.each(feedPosts)('$id has valid fields', (post) => {
    expect(isNonEmptyText(post.heading)).toBe(true);
    expect(isNonEmptyText(post.description)).toBe(true);
    expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(post.date))).toBe(false);
    expect(isLocalAsset(post.image)).toBe(true);
    for (const link of [post.fb, post.insta, post.linkedin]) {
      if (link !== undefined) expect(isHttpsUrl(link)).toBe(true);
    }
  });
});
