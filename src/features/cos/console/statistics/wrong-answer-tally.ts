import type { TypedAnswer, TypedAnswers } from '@/game/typed-answers.ts';
import type { Solves } from '@/game/types.ts';

/** A wrong answer as teams typed it on one riddle, with how many teams typed it. */
export interface WrongAnswer {
  text: string;
  teams: number;
}

/** One riddle's wrong guesses, and its wrong answers as typed, most teams first. */
export interface RiddleWrongAnswers {
  wrongGuesses: number;
  wrongAnswers: readonly WrongAnswer[];
}

/** A team's answers as the tally last counted them. */
interface TeamPart {
  answers: Readonly<Record<string, TypedAnswer>>;
  /** Its solves then: while the console keeps the same record, they are the same. */
  solved: Solves[string] | undefined;
  /** The riddles it typed on, and whether it had solved each. */
  typedOn: ReadonlyMap<number, boolean>;
  wrong: readonly TypedAnswer[];
}

const solvedIt = (solved: Solves[string] | undefined, question: number) =>
  solved?.[question] !== undefined;

/**
 * A team's wrong answers: every typed answer on a riddle but the one that solved it (the team's
 * last on a riddle it solved, since a team moves on only from its last guess).
 */
function teamPart(answers: TeamPart['answers'], solved: Solves[string] | undefined): TeamPart {
  const lastOn = new Map<number, number>();
  for (const [count, { question }] of Object.entries(answers)) {
    lastOn.set(question, Math.max(lastOn.get(question) ?? 0, Number(count)));
  }
  const wrong = Object.entries(answers)
    .filter(
      ([count, { question }]) =>
        !solvedIt(solved, question) || lastOn.get(question) !== Number(count),
    )
    .map(([, answer]) => answer);
  const typedOn = new Map(
    [...lastOn.keys()].map((question) => [question, solvedIt(solved, question)]),
  );
  return { answers, solved, typedOn, wrong };
}

function sameSolves(part: TeamPart, solved: Solves[string] | undefined): boolean {
  if (part.solved === solved) return true;
  for (const [question, was] of part.typedOn) {
    if (solvedIt(solved, question) !== was) return false;
  }
  return true;
}

function ranked(texts: ReadonlyMap<string, ReadonlyMap<string, number>>): WrongAnswer[] {
  return [...texts]
    .map(([text, teams]) => ({ text, teams: teams.size }))
    .sort((a, b) => b.teams - a.teams || a.text.localeCompare(b.text));
}

const sameRanking = (a: readonly WrongAnswer[], b: readonly WrongAnswer[]) =>
  a.length === b.length &&
  a.every((answer, index) => answer.text === b[index]?.text && answer.teams === b[index]?.teams);

const NONE: RiddleWrongAnswers = { wrongGuesses: 0, wrongAnswers: [] };

/**
 * The wrong answers of the night, counted as they arrive: `update` recounts only the teams whose
 * answers (by identity, as typedAnswersReader keeps them) or solves of the riddles they typed on
 * changed, so a console at 500 teams does not go through every answer at each guess. What it
 * holds after `update(typed, solves)` depends on those two alone, whatever came before, so
 * calling it again with the same ones (a render run twice) changes nothing.
 */
export function createWrongAnswerTally() {
  const parts = new Map<string, TeamPart>();
  /** Riddle, then text, then the teams that typed it with how often. */
  const byRiddle = new Map<number, Map<string, Map<string, number>>>();
  const guesses = new Map<number, number>();
  const shown = new Map<number, RiddleWrongAnswers>();
  const changed = new Set<number>();

  function count(teamKey: string, { question, text }: TypedAnswer, by: 1 | -1): void {
    changed.add(question);
    guesses.set(question, (guesses.get(question) ?? 0) + by);
    const texts = byRiddle.get(question) ?? new Map<string, Map<string, number>>();
    byRiddle.set(question, texts);
    const teams = texts.get(text) ?? new Map<string, number>();
    texts.set(text, teams);
    const times = (teams.get(teamKey) ?? 0) + by;
    if (times > 0) teams.set(teamKey, times);
    else teams.delete(teamKey);
    if (teams.size === 0) texts.delete(text);
  }

  function recount(teamKey: string, next: TeamPart | null): void {
    parts.get(teamKey)?.wrong.forEach((answer) => count(teamKey, answer, -1));
    next?.wrong.forEach((answer) => count(teamKey, answer, 1));
    if (next) parts.set(teamKey, next);
    else parts.delete(teamKey);
  }

  return {
    update(typed: TypedAnswers, solves: Solves): void {
      for (const teamKey of parts.keys()) {
        if (typed[teamKey] === undefined) recount(teamKey, null);
      }
      for (const [teamKey, answers] of Object.entries(typed)) {
        const part = parts.get(teamKey);
        const solved = solves[teamKey];
        if (part?.answers === answers && sameSolves(part, solved)) continue;
        recount(teamKey, teamPart(answers, solved));
      }
    },

    /** Riddle `question`'s figures: the same object for as long as they stay the same. */
    riddle(question: number): RiddleWrongAnswers {
      const before = shown.get(question) ?? NONE;
      if (!changed.delete(question)) return before;
      const wrongAnswers = ranked(byRiddle.get(question) ?? new Map());
      const wrongGuesses = guesses.get(question) ?? 0;
      const now =
        wrongGuesses === before.wrongGuesses && sameRanking(wrongAnswers, before.wrongAnswers)
          ? before
          : { wrongGuesses, wrongAnswers };
      shown.set(question, now);
      return now;
    },

    /** Which teams typed `text` on riddle `question`, and how often each. */
    teamsThatTyped(question: number, text: string): ReadonlyMap<string, number> {
      return byRiddle.get(question)?.get(text) ?? new Map();
    },
  };
}

export type WrongAnswerTally = ReturnType<typeof createWrongAnswerTally>;
