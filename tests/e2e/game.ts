import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { GUESS_COOLDOWN_MS } from '@/game/numbers.ts';
import { points, questionHeading } from '@/test/game-texts.ts';
import {
  readStoredTable,
  storedTables,
  tablePrefix,
  writeStoredTables,
  type LocalTable,
  type LocalTables,
} from '@/test/local-tables.ts';
import { expect } from './fixtures.ts';

/** The journeys' game in local mode: the sample bank, its tables in the browser, a team's moves. */

/** The sample bank local mode plays (src/content/cos-questions.sample.json). */
export const bank = JSON.parse(
  readFileSync(new URL('../../src/content/cos-questions.sample.json', import.meta.url), 'utf8'),
) as Array<{ qNo: string; question: string; answer: string }>;

export const questionText = (n: number) =>
  bank.find((entry) => entry.qNo === String(n))?.question ?? '';
export const answerTo = (n: number) => bank.find((entry) => entry.qNo === String(n))?.answer ?? '';

/**
 * Stores `tables` in the page's browser before each load, as local mode keeps the database.
 * With `once`, only the tables not stored yet: a reload keeps what the page itself changed
 * (a new night the console set, a team that played).
 */
export async function seedTables(page: Page, tables: LocalTables, { once = false } = {}) {
  await page.addInitScript(writeStoredTables, { tables: storedTables(tables), once });
}

/**
 * Writes `tables` now, as another tab of this browser would: every other tab hears of it.
 * With `tellThisTab`, the page's own tab hears of it too, as it does of its own writes.
 */
export async function storeTables(page: Page, tables: LocalTables, { tellThisTab = false } = {}) {
  await page.evaluate(writeStoredTables, { tables: storedTables(tables), tell: tellThisTab });
}

/** One of local mode's tables as the page's browser holds it ({} when there is none). */
export async function storedTable<T = Record<string, unknown>>(
  page: Page,
  name: LocalTable,
): Promise<Record<string, T>> {
  return (await page.evaluate(readStoredTable, tablePrefix(name))) as Record<string, T>;
}

/** A team record as the game stores it: `solved` riddles, the last `solved` × 10 s after its start. */
export const teamRecord = (teamName: string, solved: number, startedAt: number) => ({
  teamName,
  question: solved + 1,
  score: points(solved),
  owner: `uid-${teamName}`,
  startedAt,
  timestamp: startedAt + solved * 10_000,
});

/** Opens the game with Playwright's clock at `time`. */
export async function openGameAt(page: Page, time: string | number) {
  await page.clock.install({ time: new Date(time) });
  await page.goto('/CoS');
}

export async function enterTeam(page: Page, name: string) {
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.getByLabel('Team name').fill(name);
  await page.getByRole('button', { name: 'START THE GAME' }).click();
}

export async function answer(page: Page, text: string) {
  const field = page.getByLabel('Your answer');
  await expect(field).toBeEditable();
  await field.fill(text);
  await field.press('Enter');
}

/** The database takes a guess only so long after a wrong one: Playwright's clock passes the wait. */
export async function waitOutCooldown(page: Page) {
  await page.clock.fastForward(GUESS_COOLDOWN_MS);
  await expect(page.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
}

/** Answers riddle `n` of the sample bank right, once any wait has passed. */
export async function solve(page: Page, n: number) {
  await expect(page.getByRole('heading', { name: questionHeading(n) })).toBeVisible();
  const field = page.getByLabel('Your answer');
  await expect(field).toBeEditable();
  await field.fill(answerTo(n));
  await waitOutCooldown(page);
  await field.press('Enter');
}
