import { describe, expect, it } from 'vitest';
import { aboutIntro } from './about.ts';
import { isNonEmptyText } from './content-test-utils.ts';

describe('about content', () => {
  it('has intro paragraphs that name the society', () => {
    expect(aboutIntro.length).toBeGreaterThan(0);
    expect(aboutIntro.every(isNonEmptyText)).toBe(true);
    expect(aboutIntro[0]).toContain('Electronics and Communication Society');
  });
});
