import bank from '../../content/cos-questions.sample.json';
import type { GameBackend } from '../index.ts';
import { createLocalQuestions } from './questions.ts';
import type { BankEntry } from './questions.ts';
import { createLocalTeams } from './teams.ts';

export interface LocalGameOptions {
  storage?: Storage;
  now?: () => number;
  bank?: readonly BankEntry[];
}

/** The game's backend in local mode: the sample bank and teams in this browser's storage. */
export function createLocalGame(options: LocalGameOptions = {}): GameBackend {
  const questions = createLocalQuestions(options.bank ?? bank);
  const teams = createLocalTeams({
    storage: options.storage ?? window.localStorage,
    now: options.now ?? Date.now,
    proofFor: (questionNumber) => questions.proofFor(questionNumber),
  });
  return { questions, teams };
}
