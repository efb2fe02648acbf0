import { describe, expect, it } from 'vitest';
import type { GameIdentity, SessionUser } from '../ports.ts';
import { createRestOrganizer } from './organizer-rest.ts';

const DB = 'https://demo-ecs.example.firebasedatabase.app';
const member: SessionUser = {
  uid: 'u1',
  email: 'a@ece.nits.ac.in',
  displayName: 'A',
  isAnonymous: false,
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

  it('leaves starting a new night to the command', () => {
    expect(organizerAnswering({}).port.startNewNight).toBeNull();
  });
});
