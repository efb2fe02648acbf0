import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rejection } from './rejection.ts';
import { latestNight, type OrganizerPortHarness } from './organizer-port.contract.ts';
import { ERRATUM_MAX_LENGTH, QUESTION_COUNT } from '@/game/numbers.ts';
import type { GameIdentity } from '@/backend/ports.ts';

/** A riddle's correction from the console to every player's night, run against both adapters. */
export function describeErrataContract(
  name: string,
  makeHarness: () => Promise<OrganizerPortHarness>,
): void {
  describe(`errata contract: ${name}`, () => {
    let harness: OrganizerPortHarness;
    let organizer: GameIdentity;
    let night: ReturnType<typeof latestNight>;

    beforeEach(async () => {
      harness = await makeHarness();
      organizer = await harness.organizerIdentity();
      night = latestNight(harness.night);
    });

    afterEach(async () => {
      night.stop();
      await harness.dispose?.();
    });

    const errata = () => night.seen()?.errata;

    it('attaches a correction to one riddle, trimmed and stamped, edits and withdraws it', async () => {
      await harness.organizer.postErratum(organizer, 7, '  Read "north" for "south".\n');
      await expect
        .poll(errata, { timeout: 10_000 })
        .toEqual({ 7: { text: 'Read "north" for "south".', at: expect.any(Number) } });
      const posted = errata()?.[7]?.at ?? 0;
      await harness.advanceClock(1_000);
      await harness.organizer.postErratum(organizer, 12, 'Ignore the picture.');
      await harness.organizer.postErratum(organizer, 7, 'Read "east" for "west".');
      await expect
        .poll(() => errata()?.[7]?.text, { timeout: 10_000 })
        .toBe('Read "east" for "west".');
      expect(errata()?.[7]?.at).toBeGreaterThan(posted);
      expect(errata()?.[12]?.text).toBe('Ignore the picture.');
      await harness.organizer.postErratum(organizer, 7, null);
      await expect.poll(() => Object.keys(errata() ?? {}), { timeout: 10_000 }).toEqual(['12']);
    }, 25_000);

    it('leaves the board alone: a correction is no board change', async () => {
      await harness.organizer.postErratum(organizer, 3, 'Ignore the picture.');
      await expect.poll(() => errata()?.[3]?.text, { timeout: 10_000 }).toBe('Ignore the picture.');
      expect(night.seen()?.boardEditedAt).toBeNull();
    }, 15_000);

    it(`refuses a correction empty once trimmed, over ${ERRATUM_MAX_LENGTH} characters, or to no riddle`, async () => {
      const refused = [
        () => harness.organizer.postErratum(organizer, 7, '   '),
        () => harness.organizer.postErratum(organizer, 7, 'x'.repeat(ERRATUM_MAX_LENGTH + 1)),
        () => harness.organizer.postErratum(organizer, 0, 'Ignore the picture.'),
        () => harness.organizer.postErratum(organizer, QUESTION_COUNT + 1, 'Ignore the picture.'),
      ];
      for (const attempt of refused) expect(await rejection(attempt())).toBe('PERMISSION_DENIED');
      await harness.organizer.postErratum(
        organizer,
        QUESTION_COUNT,
        'x'.repeat(ERRATUM_MAX_LENGTH),
      );
    });

    it('refuses a player, and leaves a posted correction as it was', async () => {
      const player = await harness.player('first');
      await harness.organizer.postErratum(organizer, 7, 'Read "north" for "south".');
      for (const attempt of [
        () => harness.organizer.postErratum(player, 7, 'The answer is "north".'),
        () => harness.organizer.postErratum(player, 7, null),
        () => harness.organizer.postErratum(player, 8, 'Riddle 8 is void.'),
      ]) {
        expect(await rejection(attempt())).toBe('PERMISSION_DENIED');
      }
      await expect
        .poll(errata, { timeout: 10_000 })
        .toEqual({ 7: { text: 'Read "north" for "south".', at: expect.any(Number) } });
    }, 15_000);
  });
}
