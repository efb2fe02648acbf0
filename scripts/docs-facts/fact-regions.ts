// The figures the docs take from the code: each sits in a marked region of its page, which
// `npm run docs:facts` writes afresh and fact-regions.test.ts holds to the code (docs/testing.md).
import { format, resolveConfig } from 'prettier';

/** A fact's name and what its region says, given the code as it stands. */
export type Facts = Readonly<Record<string, () => string>>;

/**
 * `<!-- fact:NAME -->...<!-- /fact -->`: inline, the words between are the fact; with each
 * marker on a line of its own, the lines between (a table, a paragraph) are.
 */
const REGION = /<!-- fact:([\w-]+) -->([\s\S]*?)<!-- \/fact -->/g;
const OPENING = /<!-- fact:([\w-]+) -->/g;

/** The names of the facts a page takes, in order, once each time it takes them. */
export function factNames(markdown: string): string[] {
  return [...markdown.matchAll(REGION)].map((match) => match[1] ?? '');
}

/**
 * `markdown` (the page at `path`) with every fact region written from `facts`, formatted as
 * `npm run lint` wants it. An unknown name, or a region left open, is refused by name.
 */
export async function withFacts(markdown: string, path: string, facts: Facts): Promise<string> {
  const opened = [...markdown.matchAll(OPENING)].length;
  if (opened !== factNames(markdown).length) {
    throw new Error(`${path}: a <!-- fact:NAME --> region is not closed by <!-- /fact -->.`);
  }
  const written = markdown.replace(REGION, (region, name: string, between: string, at: number) => {
    const fact = facts[name];
    if (!fact) throw new Error(`${path}: no fact is named "${name}" (scripts/docs-facts/).`);
    if (!between.startsWith('\n') && (at === 0 || markdown[at - 1] === '\n')) {
      throw new Error(`${path}: ${region} opens a line, where Markdown takes it for HTML.`);
    }
    const text = between.startsWith('\n') ? `\n\n${fact()}\n\n` : fact();
    return `<!-- fact:${name} -->${text}<!-- /fact -->`;
  });
  const options = await resolveConfig(path);
  return format(written, { ...options, filepath: path });
}
