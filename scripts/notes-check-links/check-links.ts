import { NOTE_KIND_LABELS, type SemesterNotes } from '../../src/content/semester-notes.ts';

/** One link of the notes, and where it is, in words an organizer finds it by (never the link). */
export interface NotesLink {
  where: string;
  sem: string;
  subjectId?: string;
  itemId?: string;
  link: string;
}

export interface DeadLink extends NotesLink {
  reason: string;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface CheckOptions {
  fetch: FetchLike;
  /** How long one request may take. */
  timeoutMs: number;
  /** How many links are tried at once. */
  concurrency?: number;
  /** Waits before a second try of a link that timed out or met a busy server. */
  wait?: (ms: number) => Promise<void>;
}

/** Every link of the notes: each course structure, subject folder and item. */
export function linksOf(notes: readonly SemesterNotes[]): NotesLink[] {
  return notes.flatMap(({ sem, courseStructure, subjects }) => [
    { where: `${sem} semester, course structure`, sem, link: courseStructure },
    ...subjects.flatMap((subject) => [
      {
        where: `${sem} semester, ${subject.name}, folder`,
        sem,
        subjectId: subject.id,
        link: subject.dest,
      },
      ...subject.items.map((item) => ({
        where: `${sem} semester, ${subject.name}, ${NOTE_KIND_LABELS[item.kind]}: ${item.title}${item.year ? ` (${item.year})` : ''}`,
        sem,
        subjectId: subject.id,
        itemId: item.id,
        link: item.link,
      })),
    ]),
  ]);
}

type Answer = { status: number; url: string } | { failure: string; transient: boolean };

async function ask(link: string, method: string, options: CheckOptions): Promise<Answer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await options.fetch(link, { method, redirect: 'follow', signal });
    await response.body?.cancel();
    return { status: response.status, url: response.url || link };
  } catch {
    if (signal.aborted) {
      return { failure: `no answer within ${options.timeoutMs / 1000} s`, transient: true };
    }
    return { failure: 'could not connect', transient: false };
  }
}

const BUSY = (status: number) => status === 429 || status >= 500;

/** HEAD first; a server that refuses HEAD (some answer 403, 405 or 501) is asked with GET. */
async function answerOf(link: string, options: CheckOptions): Promise<Answer> {
  const head = await ask(link, 'HEAD', options);
  return 'status' in head && head.status >= 400 ? ask(link, 'GET', options) : head;
}

function reasonOf(answer: Answer): string | null {
  if ('failure' in answer) return answer.failure;
  if (answer.status === 404) return 'not found (404)';
  if (answer.status === 410) return 'gone (410)';
  if (answer.status === 401 || answer.status === 403) return `refused (${answer.status})`;
  if (answer.status >= 400) return `answered ${answer.status}`;
  // Drive sends a file or folder not shared with "anyone with the link" to its sign-in page.
  if (new URL(answer.url).host === 'accounts.google.com') return 'asks to sign in to Google';
  return null;
}

/** Why `link` is dead, or null: tried twice when the first try timed out or found it busy. */
export async function linkProblem(link: string, options: CheckOptions): Promise<string | null> {
  const first = await answerOf(link, options);
  const again = 'failure' in first ? first.transient : BUSY(first.status);
  if (!again) return reasonOf(first);
  await (options.wait ?? ((ms) => new Promise((done) => setTimeout(done, ms))))(2_000);
  return reasonOf(await answerOf(link, options));
}

/** The dead links among `links`, in their order, a few tried at a time. */
export async function deadLinks(
  links: readonly NotesLink[],
  options: CheckOptions,
): Promise<DeadLink[]> {
  const reasons: Array<string | null> = [];
  let next = 0;
  const worker = async () => {
    while (next < links.length) {
      const at = next;
      next += 1;
      reasons[at] = await linkProblem(links[at]?.link ?? '', options);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  return links.flatMap((link, at) => {
    const reason = reasons[at];
    return reason ? [{ ...link, reason }] : [];
  });
}
