import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { createRestNotes } from '@/backend/firebase/notes-rest.ts';
import { describeNotesPortContract, type ReaderKind } from '@/test/notes-port.contract.ts';
import { readConfig } from '@/config.ts';
import { runNotesCommand } from '../../scripts/notes-upload/notes-command.ts';
import { openNotesStore } from '../../scripts/notes-upload/notes-store.ts';
import { PROJECT_ID, startFirestoreRulesEnvironment } from './emulator-environment.ts';
import { idToken } from './id-token.ts';

/**
 * `npm run notes:upload` with the sample file, then the site's notes adapter over Firestore's
 * REST API, as a script would send its requests: the emulator takes unsigned ID tokens, so
 * each reader's claims are the test's to choose.
 */
const DOMAIN = readConfig({}).allowedEmailDomain;
const EMAILS: Record<ReaderKind, string> = {
  'verified student': `asha@${DOMAIN}`,
  'unverified student': `ravi@${DOMAIN}`,
  'verified stranger': 'mallory@example.org',
};
const origin = () => `http://${process.env.FIRESTORE_EMULATOR_HOST}`;
const documentUrl = () =>
  `${origin()}/v1/projects/${PROJECT_ID}/databases/(default)/documents/notes/semesters`;

let env: RulesTestEnvironment;
let serial = 0;

// The sample file goes in as an organizer uploads the real one, so the command and the site
// agree on the document.
beforeAll(async () => {
  env = await startFirestoreRulesEnvironment();
  await env.clearFirestore();
  const uploaded = await runNotesCommand({
    argv: [fileURLToPath(new URL('../../src/content/semester-notes.sample.json', import.meta.url))],
    env: {
      FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
      GCLOUD_PROJECT: PROJECT_ID,
    },
    openStore: openNotesStore,
    log: () => undefined,
    error: (line) => {
      throw new Error(line);
    },
  });
  expect(uploaded).toBe(0);
});
afterAll(() => env?.cleanup());

describeNotesPortContract('Firestore REST API on the emulator', async () => {
  const claims = new Map<string, { email: string; email_verified: boolean }>();
  return {
    notes: createRestNotes({ projectId: PROJECT_ID, firestoreOrigin: origin() }),
    async reader(kind) {
      const uid = `reader${(serial += 1)}`;
      claims.set(uid, { email: EMAILS[kind], email_verified: kind !== 'unverified student' });
      return {
        uid,
        getIdToken: async () => idToken({ sub: uid, ...claims.get(uid) }),
      };
    },
    async verify(reader) {
      const held = claims.get(reader.uid);
      if (held) held.email_verified = true;
    },
  };
});

describe('the notes over the REST API, without the site', () => {
  it('refuses a request with no token, or an anonymous one, and serves a verified student', async () => {
    expect((await fetch(documentUrl())).status).toBe(403);
    const anonymous = idToken({
      sub: 'anon',
      firebase: { sign_in_provider: 'anonymous', identities: {} },
    });
    const headers = { Authorization: `Bearer ${anonymous}` };
    expect((await fetch(documentUrl(), { headers })).status).toBe(403);
    const student = idToken({
      sub: 'asha',
      email: EMAILS['verified student'],
      email_verified: true,
    });
    const allowed = await fetch(documentUrl(), { headers: { Authorization: `Bearer ${student}` } });
    expect(allowed.status).toBe(200);
  });
});
