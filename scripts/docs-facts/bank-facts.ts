// The sample riddle bank in figures, as docs/game-night.md gives them.
import sample from '../../src/content/cos-questions.sample.json';
import type { BankEntry } from '../questions-upload/question-bank.ts';
import type { Facts } from './fact-regions.ts';

const bank: readonly BankEntry[] = sample;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** How many riddles have some of a help, and how many of it they have together. */
function counted(listOf: (entry: BankEntry) => readonly unknown[] | undefined) {
  const lists = bank.map((entry) => listOf(entry)?.length ?? 0).filter((length) => length > 0);
  return { riddles: lists.length, items: lists.reduce((sum, length) => sum + length, 0) };
}

/** "21 riddles: 8 with hints (15 in all), 6 with nudges (8 replies), ..." */
function sampleBank(): string {
  const hints = counted((entry) => entry.hints);
  const nudges = counted((entry) => entry.nudges);
  const spellings = counted((entry) => entry.accept);
  const solved = bank.filter((entry) => entry.solution).length;
  const solutions = solved === bank.length ? 'every riddle' : plural(solved, 'riddle');
  return [
    `${plural(bank.length, 'riddle')}: ${hints.riddles} with hints (${plural(hints.items, 'hint')} in all)`,
    `${nudges.riddles} with nudges (${plural(nudges.items, 'reply', 'replies')})`,
    `${spellings.riddles} with other accepted spellings, and ${solutions} a solution`,
  ].join(', ');
}

/** When the first riddle's first hint opens, as the local game night's recipe says. */
function firstHint(): string {
  const after = bank[0]?.hints?.[0]?.after;
  if (after === undefined) throw new Error('The sample bank’s riddle 1 has no hint.');
  return plural(after, 'minute');
}

export const BANK_FACTS: Facts = {
  'sample-bank': sampleBank,
  'sample-first-hint': firstHint,
};
