#!/usr/bin/env node
/**
 * npm run questions:upload -- FILE [--dry-run]
 *
 * Validates a question bank (JSON array of { qNo, question, answer, image?, audio? }),
 * then writes Firestore questions/{qNo} (with answerHash, never the answer) and
 * RTDB answers/{qNo} (the proof). Against the emulators when FIRESTORE_EMULATOR_HOST /
 * FIREBASE_DATABASE_EMULATOR_HOST are set, else against the project of the service
 * account in GOOGLE_APPLICATION_CREDENTIALS. Prints counts only: no answer, hash or proof.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { bankProblems, toUploads } from './lib/question-bank.mjs';
import { uploadTarget } from './lib/upload-target.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const files = args.filter((arg) => arg !== '--dry-run');
if (files.length !== 1) fail('Usage: npm run questions:upload -- FILE [--dry-run]');

const file = resolve(files[0]);
let bank;
try {
  bank = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  // JSON.parse quotes the text around a syntax error, which could be an answer.
  const reason = error instanceof SyntaxError ? 'it is not valid JSON' : 'it cannot be read';
  fail(`Could not load ${file}: ${reason}.`);
}

const problems = bankProblems(bank);
if (problems.length > 0) fail(`The question bank is not valid:\n- ${problems.join('\n- ')}`);

const uploads = toUploads(bank);
const summary = uploads
  .map(({ qNo, document }) => {
    const media = ['image', 'audio'].filter((field) => field in document);
    return `  questions/${qNo} (question, answerHash${media.map((m) => `, ${m}`).join('')}) + answers/${qNo}`;
  })
  .join('\n');

if (dryRun) {
  console.info(`${uploads.length} questions are valid. Would write:\n${summary}`);
  process.exit(0);
}

const target = uploadTarget(process.env);
if (target.problem) fail(target.problem);

const { initializeApp, applicationDefault, deleteApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const { getDatabase } = await import('firebase-admin/database');

const app = initializeApp({
  projectId: target.projectId,
  databaseURL: target.databaseURL,
  ...(target.emulated ? {} : { credential: applicationDefault() }),
});
try {
  const batch = getFirestore(app).batch();
  for (const { qNo, document } of uploads) {
    batch.set(getFirestore(app).collection('questions').doc(qNo), document);
  }
  await batch.commit();
  const proofs = Object.fromEntries(uploads.map(({ qNo, proof }) => [qNo, proof]));
  await getDatabase(app).ref('answers').update(proofs);
  console.info(
    `Uploaded ${uploads.length} questions to Firestore and ${uploads.length} answer proofs to the Realtime Database (${target.description}).`,
  );
} catch (error) {
  fail(`Upload failed: ${error instanceof Error ? error.message : error}`);
} finally {
  await deleteApp(app);
}
