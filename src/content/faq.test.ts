import { describe, expect, it } from 'vitest';
import { isNonEmptyText } from './content-test-utils.ts';
import { faqs } from './faq.ts';

describe('FAQ content', () => {
  it('has exactly 12 questions with ids 1 to 12', () => {
    expect(faqs).toHaveLength(12);
    expect(faqs.map((faq) => faq.id)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });

  it.each(faqs)('question $id has a question and a paragraph or list answer', (faq) => {
    expect(isNonEmptyText(faq.question)).toBe(true);
    const points = typeof faq.answer === 'string' ? [faq.answer] : faq.answer;
    expect(points.length).toBeGreaterThan(0);
    expect(points.every(isNonEmptyText)).toBe(true);
  });

  it('has at least one list answer', () => {
    expect(faqs.some((faq) => Array.isArray(faq.answer))).toBe(true);
  });
});
