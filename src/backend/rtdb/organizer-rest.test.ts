import { describe, expect, it, vi } from 'vitest';
import type { GameIdentity, SessionUser } from '../ports.ts';
import { createRestOrganizer } from './organizer-rest.ts';

const DB = 'https://demo-ecs.example.firebasedatabase.app';
const member: SessionUser = {
  uid: 'u1',
  email: 'a@ece.nits.ac.in',
  displayName: 'A',
  isAnonymous: false,
  emailVerified: true,
};
const identity: GameIdentity = {
  uid: 'u1',
  getIdToken: async () => 'token-u1',
  clockOffset: async () => 0,
};

/** An organizer adapter over a recorded fetch that answers `body` (status 200) or `status`. */
function organizerAnswering(answer: { body?: unknown; status?: number }) {
  const requests: string[] = [];
  const port = createRestOrganizer(DB, async (input) => {
    requests.push(input);
    return new Response(JSON.stringify(answer.body ?? null), { status: answer.status ?? 200 });
  });
  return { port, requests };
}

describe('the REST organizer adapter', () => {
  it("reads only the member's own admins entry, with the member's token", async () => {
    const { port, requests } = organizerAnswering({ body: true });
    expect(await port.isOrganizer(member, identity)).toBe(true);
    expect(requests).toEqual([`${DB}/admins/u1.json?auth=token-u1`]);
  });

  it('takes a missing or other entry as not an organizer', async () => {
    expect(await organizerAnswering({ body: null }).port.isOrganizer(member, identity)).toBe(false);
    expect(await organizerAnswering({ body: 'yes' }).port.isOrganizer(member, identity)).toBe(
      false,
    );
  });

  it('reports a refused read as an error, not as an answer', async () => {
    const { port } = organizerAnswering({ status: 401 });
    await expect(port.isOrganizer(member, identity)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
  });

  it("reads every team's last guess once, then only the guesses made since the latest", async () => {
    const requests: string[] = [];
    const answers = [
      {
        amps: { question: 1, proof: 'p', at: 5, count: 1 },
        bits: { question: 2, at: 9, count: 4 },
      },
      { bits: { question: 2, at: 9, count: 4 } },
      { bits: { question: 2, at: 9, count: 4 }, amps: { question: 1, at: 12, count: 2 } },
    ];
    const port = createRestOrganizer(
      DB,
      async (input) => {
        requests.push(decodeURIComponent(input));
        return Response.json(answers[requests.length - 1] ?? answers.at(-1));
      },
      { guessesPollMs: 5 },
    );
    const seen: unknown[] = [];
    const stop = port.watchGuessCounts(identity, (counts) => seen.push(counts));
    try {
      await vi.waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(4));
      expect(requests.slice(0, 3)).toEqual([
        `${DB}/guesses.json?auth=token-u1`,
        `${DB}/guesses.json?auth=token-u1&orderBy="at"&startAt=9`,
        `${DB}/guesses.json?auth=token-u1&orderBy="at"&startAt=9`,
      ]);
      expect(requests[3]).toBe(`${DB}/guesses.json?auth=token-u1&orderBy="at"&startAt=12`);
      expect(seen).toEqual([
        { amps: 1, bits: 4 },
        { amps: 2, bits: 4 },
      ]);
    } finally {
      stop();
    }
  });

  it('refuses an announcement the rules would refuse, without a request', async () => {
    const { port, requests } = organizerAnswering({});
    for (const text of ['   ', 'x'.repeat(281)]) {
      await expect(port.announce(identity, text)).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
      });
    }
    expect(requests).toEqual([]);
    await port.announce(identity, '  Riddle 7 has a typo.  ');
    expect(requests).toEqual([`${DB}/.json?auth=token-u1&x-http-method-override=PATCH`]);
  });

  it('leaves starting a new night to the command', () => {
    expect(organizerAnswering({}).port.startNewNight).toBeNull();
  });
});
