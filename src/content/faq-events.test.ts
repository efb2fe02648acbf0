import { describe, expect, it } from 'vitest';
import aboutPage from 'virtual:content/about-page';
import eventsPage from 'virtual:content/events-page';

describe('the FAQ and the events page agree', () => {
  it('names every event of the events page in "Which events does ECS organise"', () => {
    const answer = aboutPage.faqs.find((faq) => faq.question.startsWith('Which events'))?.answer;
    const text = typeof answer === 'string' ? answer : (answer ?? []).join(' ');
    const names = [...new Set(eventsPage.events.map((event) => event.name))];
    expect(names.filter((name) => !text.includes(name))).toEqual([]);
  });
});
