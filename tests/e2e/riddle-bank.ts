import { readFileSync } from 'node:fs';

interface BankEntry {
  qNo: string;
  question: string;
  answer: string;
}

/** The sample bank local mode plays (src/content/cos-questions.sample.json). */
const bank = JSON.parse(
  readFileSync(new URL('../../src/content/cos-questions.sample.json', import.meta.url), 'utf8'),
) as BankEntry[];

export const questionText = (n: number) =>
  bank.find((entry) => entry.qNo === String(n))?.question ?? '';
export const answerTo = (n: number) => bank.find((entry) => entry.qNo === String(n))?.answer ?? '';
