import { describe, expect, it } from 'vitest';
import { HALL } from './capacity-model.ts';
import type { NightEvents } from './cost-types.ts';
import { eventReads, PLANNED_EVENTS } from './night-events.ts';
import { BOARD_BYTES_PER_TEAM } from './record-bytes.ts';

const night = { ...HALL, teams: 300, spectators: 200 };
const byWhat = (events: NightEvents = PLANNED_EVENTS, firstVisit = 185_000) =>
  Object.fromEntries(
    eventReads(night, firstVisit, events).map((read) => [read.what.split(':')[0], read]),
  );

describe('the reads a night’s events make', () => {
  it('charges each text once a device and change, never once a poll', () => {
    const reads = byWhat();
    // 503 devices; the first correction's read holds one text, the second's two: 3 × 305 + 2 × 400.
    expect(reads.corrections?.downloadBytes).toBe(503 * (3 * 305 + 2 * 400));
    expect(reads.announcements?.downloadBytes).toBe(503 * (305 + 400));
    const none = byWhat({ ...PLANNED_EVENTS, errata: 0, announcements: 0 });
    expect(none.corrections?.downloadBytes).toBe(0);
    expect(none.announcements?.downloadBytes).toBe(0);
  });

  it('makes every board read the whole board again for an edit or a wake', () => {
    const board = 300 * BOARD_BYTES_PER_TEAM + 400;
    const reads = byWhat();
    expect(reads['the freeze and organizer edits']?.downloadBytes).toBe(201 * 4 * board);
    expect(reads['a spectator’s phone waking']?.downloadBytes).toBe(200 * 4 * 2 * board);
  });

  it('sends teammates’ first visits and riddle media to Hosting', () => {
    const hosting = eventReads(night, 185_000, {
      ...PLANNED_EVENTS,
      mediaBytesPerRiddle: 50_000,
    }).reduce((sum, read) => sum + read.hostingBytes, 0);
    expect(hosting).toBe(300 * 2 * 185_000 + 900 * 21 * 50_000);
  });
});
