import { describe, expect, it } from 'vitest';
import {
  eventContradictions,
  personContradictions,
  type Appearance,
} from './agreement-test-utils.ts';
import { juniorTechnicalMembers } from './developers.ts';
import { highlightedEvents, societyEvents } from './events.ts';
import { faqs } from './faq.ts';
import { juniorMembers, officeBearers, seniorMembers } from './members.ts';
import { messages } from './messages.ts';
import { technicalHead } from './office-bearers.ts';
import type { Person } from './person.ts';

const on = (where: string, people: readonly Person[]): Appearance[] =>
  people.map((person) => ({ where, person }));

/** Every person as each page shows them. */
const appearances: Appearance[] = [
  ...on(
    'the home page',
    messages.map((message) => message.from),
  ),
  ...on('/members', [...officeBearers, ...seniorMembers, ...juniorMembers]),
  ...on('/developers', [technicalHead, ...juniorTechnicalMembers]),
];

describe('every page tells the same story', () => {
  it('shows each person as one record, and each post held by one person', () => {
    expect(personContradictions(appearances)).toEqual([]);
  });

  it('names who disagrees when two pages do', () => {
    const president = { name: 'Aarav Deka', designation: 'President' };
    expect(
      personContradictions([
        { where: 'the home page', person: president },
        { where: '/members', person: { ...president, designation: 'Events Head' } },
        { where: '/members', person: { name: 'Meghna Choudhury', designation: 'Technical Head' } },
        { where: '/developers', person: { name: 'Vikram Sen', designation: 'Technical Head' } },
      ]),
    ).toEqual([
      'one name, two records: Aarav Deka as President on the home page, Aarav Deka as Events Head on /members',
      'one post, two people: Meghna Choudhury as Technical Head on /members, Vikram Sen as Technical Head on /developers',
    ]);
  });

  it('lists every event of the carousels on the events page, once', () => {
    expect(eventContradictions(societyEvents, highlightedEvents)).toEqual([]);
    const [first, second] = societyEvents;
    if (!first || !second) throw new Error('The events page lists no events.');
    expect(eventContradictions([first, first], [second])).toEqual([
      `${second.name} is in the carousels but not on the events page`,
      `two events on the events page have the id ${first.id}`,
      `two events on the events page have the name ${first.name}`,
    ]);
  });

  it('names every event of the events page in the FAQ', () => {
    const answer = faqs.find((faq) => faq.question.startsWith('Which events'))?.answer ?? '';
    const text = typeof answer === 'string' ? answer : answer.join(' ');
    expect(societyEvents.filter((event) => !text.includes(event.name))).toEqual([]);
  });
});
