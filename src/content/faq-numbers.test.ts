import { describe, expect, it } from 'vitest';
import { POINTS_PER_ANSWER, QUESTION_COUNT, TIME_LIMIT_MINUTES } from '../game/numbers.ts';
import { faqs } from './faq.ts';

/** The FAQ describes the game in words: a changed rule must change them too. */
const answerTo = (question: string) => {
  const answer = faqs.find((faq) => faq.question === question)?.answer ?? '';
  return typeof answer === 'string' ? answer : answer.join(' ');
};

describe('the FAQ about the Chamber of Secrets', () => {
  it('states the number of riddles and the points', () => {
    const answer = answerTo('What is the Chamber of Secrets?');
    expect(answer).toContain(`${QUESTION_COUNT} riddles`);
    expect(answer).toContain(`${POINTS_PER_ANSWER} points`);
  });

  it('names no opening hour: the organizers set each night, at any time of day', () => {
    const answer = answerTo('What is the Chamber of Secrets?');
    expect(answer).not.toMatch(/\b\d{1,2}(:\d\d)? ?(AM|PM|am|pm)\b|\b\d{1,2}:\d\d\b/);
    expect(answer).toContain('counts down to its opening');
  });

  it('states the time limit', () => {
    expect(answerTo('What are the rules of the Chamber of Secrets?')).toContain(
      `${TIME_LIMIT_MINUTES} minutes`,
    );
  });

  it('says that the Resource Hub needs a verified ECE address, not only a sign-in', () => {
    const answer = answerTo('What is the Resource Hub?');
    expect(answer).toMatch(/ECE department e-mail address and verifies it/);
    expect(answer).not.toMatch(/every signed-in user/);
  });

  it('says what a reload does: the team resumes on the same device (no restart)', () => {
    const rules = answerTo('What are the rules of the Chamber of Secrets?');
    expect(rules).toContain('on the same device, the team resumes at its question and score');
    expect(rules).not.toMatch(/restarts the game/);
  });
});
