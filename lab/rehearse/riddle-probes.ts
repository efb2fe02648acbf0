import type { Context } from './context.ts';
import { verdictOf, type SentRequest } from './meter.ts';

/** When the riddles are probed: before their opensAt, and once the night has opened them. */
export type RiddlePhase = 'before the opening' | 'during the night';

/**
 * The riddles in Firestore (firestore.rules), probed signed out with the web API key as the
 * Firestore SDK reads them; tests/rules-emulator judges the same rules on the emulator.
 */
interface RiddleProbe {
  phase: RiddlePhase;
  name: string;
  expect: 'allowed' | 'refused';
  method: 'GET' | 'PATCH';
  document: string;
  body?: unknown;
}

const RIDDLE_PROBES: RiddleProbe[] = [
  {
    phase: 'before the opening',
    name: 'a riddle read before its night opens',
    expect: 'refused',
    method: 'GET',
    document: 'questions/1',
  },
  {
    phase: 'before the opening',
    name: 'a client writes a riddle',
    expect: 'refused',
    method: 'PATCH',
    document: 'questions/1',
    body: { fields: { question: { stringValue: 'Rewritten by a player' } } },
  },
  {
    phase: 'during the night',
    name: 'an opened riddle, signed out',
    expect: 'allowed',
    method: 'GET',
    document: 'questions/1',
  },
  {
    phase: 'during the night',
    name: 'a document outside the riddles',
    expect: 'refused',
    method: 'GET',
    document: 'answers/1',
  },
];

export interface RiddleOutcome {
  name: string;
  expect: 'allowed' | 'refused';
  verdict: 'allowed' | 'refused' | 'no verdict';
  held: boolean;
  sent: SentRequest | null;
}

function documentsUrl(context: Context, document: string): string {
  const host = context.target.firestoreEmulatorHost;
  const origin = host ? `http://${host}` : 'https://firestore.googleapis.com';
  const url = new URL(
    `${origin}/v1/projects/${context.target.projectId}/databases/(default)/documents/${document}`,
  );
  url.searchParams.set('key', context.target.apiKey);
  return url.toString();
}

/** Sends the probes of `phase`; none where there is no Firestore (emulators without one). */
export async function probeRiddles(context: Context, phase: RiddlePhase): Promise<RiddleOutcome[]> {
  if (context.target.firestoreEmulatorHost === undefined) return [];
  const outcomes: RiddleOutcome[] = [];
  for (const probe of RIDDLE_PROBES.filter((each) => each.phase === phase)) {
    const init: RequestInit = { method: probe.method };
    if (probe.body !== undefined) {
      init.body = JSON.stringify(probe.body);
      init.headers = { 'Content-Type': 'application/json' };
    }
    const { requests } = await context.meter.capture(async () => {
      await context.meter.fetch(documentsUrl(context, probe.document), init);
    });
    const sent = requests.at(-1) ?? null;
    // A riddle that is readable but absent answers 404: the rules let the read through.
    const verdict = sent?.status === 404 ? 'allowed' : verdictOf(sent);
    outcomes.push({
      name: probe.name,
      expect: probe.expect,
      verdict,
      held: verdict === probe.expect,
      sent,
    });
  }
  return outcomes;
}
