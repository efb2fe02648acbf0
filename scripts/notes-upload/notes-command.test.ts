import { describe, expect, it, vi } from 'vitest';
import { emulator, fakeFirestore, SAMPLE } from '../common/notes-test-utils.ts';
import { runNotesCommand } from './notes-command.ts';
import { adminNotesStore, type NotesStore } from './notes-store.ts';

async function upload(argv: string[], text = SAMPLE, env: NodeJS.ProcessEnv = emulator) {
  const firestore = fakeFirestore();
  const store: NotesStore = adminNotesStore({ firestore });
  const openStore = vi.fn(async () => ({ store, close: async () => undefined }));
  const lines: string[] = [];
  const code = await runNotesCommand({
    argv,
    env,
    openStore,
    readText: async () => text,
    log: (line) => lines.push(line),
    error: (line) => lines.push(`error: ${line}`),
  });
  return { code, output: lines.join('\n'), documents: firestore.documents, openStore };
}

describe('npm run notes:upload', () => {
  it('replaces notes/semesters with the whole file, printing counts and no link', async () => {
    const { code, output, documents } = await upload(['notes.json']);
    expect(code).toBe(0);
    expect(documents).toEqual({ 'notes/semesters': { semesters: JSON.parse(SAMPLE) } });
    expect(output).toBe(
      'Wrote to emulators, project demo-notes:\n  notes/semesters: 8 semesters, 40 subjects, 55 items, 103 links',
    );
    expect(output).not.toContain('https://');
  });

  it('checks the file on a dry run and connects to nothing', async () => {
    const { code, output, openStore } = await upload(['notes.json', '--dry-run'], SAMPLE, {});
    expect(code).toBe(0);
    expect(output).toBe(
      'Dry run, nothing written. Would replace:\n  notes/semesters: 8 semesters, 40 subjects, 55 items, 103 links',
    );
    expect(openStore).not.toHaveBeenCalled();
  });

  it('names what is wrong with the file, writing nothing, on a dry run too', async () => {
    const notes = JSON.parse(SAMPLE) as Array<Record<string, unknown>>;
    notes[4] = { ...notes[4], courseStructure: 'drive.google.com/fifth' };
    for (const argv of [['notes.json'], ['notes.json', '--dry-run']]) {
      const { code, output, openStore } = await upload(argv, JSON.stringify(notes));
      expect(code).toBe(1);
      expect(output).toBe(
        'error: The notes are not valid:\n- Semester 5: courseStructure must be an https:// link.',
      );
      expect(openStore).not.toHaveBeenCalled();
    }
    const broken = await upload(['notes.json'], '[{"sem": "First",');
    expect(broken.output).toMatch(/^error: Could not load .*notes\.json: it is not valid JSON\.$/);
  });

  it('explains its usage, and needs a service account or the emulator', async () => {
    for (const argv of [[], ['a.json', 'b.json'], ['a.json', '--force']]) {
      const { code, output } = await upload(argv);
      expect(code).toBe(1);
      expect(output).toContain('Usage: npm run notes:upload -- FILE [--dry-run]');
    }
    const { code, output, openStore } = await upload(['notes.json'], SAMPLE, {});
    expect(code).toBe(1);
    expect(output).toMatch(/^error: Set GOOGLE_APPLICATION_CREDENTIALS/);
    expect(openStore).not.toHaveBeenCalled();
  });

  it('says in one line that Firestore did not answer, and that the write may have landed', async () => {
    const never = () => new Promise<never>(() => undefined);
    const target = { hosts: { firestore: '127.0.0.1:1' }, timeoutMs: 20 };
    const store = adminNotesStore({ firestore: { doc: () => ({ set: never }) }, target });
    const lines: string[] = [];
    const code = await runNotesCommand({
      argv: ['notes.json'],
      env: emulator,
      openStore: async () => ({ store, close: async () => undefined }),
      readText: async () => SAMPLE,
      log: (line) => lines.push(line),
      error: (line) => lines.push(line),
    });
    expect(code).toBe(1);
    expect(lines).toEqual([
      'Firestore at 127.0.0.1:1 did not answer within 0.02 s. The write may or may not have landed: run the same command again.',
    ]);
  });
});
