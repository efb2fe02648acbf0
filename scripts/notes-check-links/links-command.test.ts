import { describe, expect, it, vi } from 'vitest';
import { emulator, fakeFirestore, SAMPLE } from '../common/notes-test-utils.ts';
import { runLinksCommand } from './links-command.ts';
import { adminLinksStore } from './links-store.ts';
import type { FetchLike } from './check-links.ts';

const DSP_PAPER = 'sample-digital-signal-processing-pyq-2024-end-sem';
const EMFT_FOLDER = 'sample-ece-notes-electromagnetic-fields';

/** The web as the stub has it: every link answers, but those named dead are not found. */
function web(dead: string[] = []): FetchLike {
  return vi.fn(async (url: string) => {
    const status = dead.some((part) => url.includes(part)) ? 404 : 200;
    return new Response(null, { status });
  });
}

async function checkLinks(argv: string[], fetch: FetchLike, env: NodeJS.ProcessEnv = emulator) {
  const firestore = fakeFirestore({ 'notes/semesters': { semesters: JSON.parse(SAMPLE) } });
  const openStore = vi.fn(async () => ({
    store: adminLinksStore({ firestore }),
    close: async () => undefined,
  }));
  const lines: string[] = [];
  const code = await runLinksCommand({
    argv,
    env,
    openStore,
    fetch,
    wait: async () => undefined,
    readText: async () => SAMPLE,
    log: (line) => lines.push(line),
    error: (line) => lines.push(`error: ${line}`),
  });
  return { code, output: lines.join('\n'), documents: firestore.documents, openStore };
}

describe('npm run notes:check-links', () => {
  it('tries every link of a file and says none is dead, connecting to no database', async () => {
    const fetch = web();
    const { code, output, openStore } = await checkLinks(['notes.json'], fetch, {});
    expect(code).toBe(0);
    expect(output).toBe('Checked 103 links of notes.json: none is dead.');
    expect(fetch).toHaveBeenCalledTimes(103);
    expect(openStore).not.toHaveBeenCalled();
  });

  it('lists the dead links by where they are, never by link, and exits 1', async () => {
    const { code, output } = await checkLinks(['notes.json'], web([DSP_PAPER, EMFT_FOLDER]));
    expect(code).toBe(1);
    expect(output).toBe(
      [
        'error: Checked 103 links of notes.json: 2 dead.',
        '- Third semester, Electromagnetic Field Theory, folder: not found (404)',
        "- Fifth semester, Digital Signal Processing, Previous year's paper: End-semester paper (2024): not found (404)",
      ].join('\n'),
    );
    expect(output).not.toContain('https://');
  });

  it('checks the notes the site serves and keeps the list for the console with --save', async () => {
    const { code, output, documents } = await checkLinks(
      ['--firestore', '--save'],
      web([DSP_PAPER]),
    );
    expect(code).toBe(1);
    expect(output).toContain(
      'Checked 103 links of notes/semesters on emulators, project demo-notes: 1 dead.',
    );
    expect(output).toContain('The list is in notes/link-check, for the console.');
    expect(documents['notes/link-check']).toEqual({
      checkedAt: expect.any(Date),
      links: 103,
      dead: [
        {
          where:
            "Fifth semester, Digital Signal Processing, Previous year's paper: End-semester paper (2024)",
          sem: 'Fifth',
          subjectId: 'digital-signal-processing',
          itemId: 'pyq-2024-end-sem',
          link: expect.stringContaining(DSP_PAPER),
          reason: 'not found (404)',
        },
      ],
    });
  });

  it('keeps an empty list when nothing is dead, so the console shows the check ran', async () => {
    const { code, documents } = await checkLinks(['--firestore', '--save'], web());
    expect(code).toBe(0);
    expect(documents['notes/link-check']).toMatchObject({ links: 103, dead: [] });
  });

  it('refuses a wrong call, a file that is not notes, and Firestore with no credentials', async () => {
    for (const argv of [
      [],
      ['a.json', '--firestore'],
      ['a.json', 'b.json'],
      ['--firestore', '--timeout', 'x'],
    ]) {
      const { code, output } = await checkLinks(argv, web());
      expect(code, argv.join(' ')).toBe(1);
      expect(output).toContain('Usage: npm run notes:check-links');
    }
    const notNotes = await runLinksCommand({
      argv: ['notes.json'],
      env: {},
      openStore: vi.fn(),
      fetch: web(),
      readText: async () => '[]',
      log: () => undefined,
      error: (line) => expect(line).toMatch(/^The notes of .*notes\.json are not valid/),
    });
    expect(notNotes).toBe(1);
    const { code, output } = await checkLinks(['--firestore'], web(), {});
    expect(code).toBe(1);
    expect(output).toContain('Set GOOGLE_APPLICATION_CREDENTIALS');
  });
});
