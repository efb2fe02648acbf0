import { format, resolveConfig } from 'prettier';
import { capacityDocs } from './capacity-report.ts';

const BEGIN = '<!-- capacity:begin (npm run game:capacity -- --update-docs writes this part) -->';
const END = '<!-- capacity:end -->';

/**
 * docs/capacity.md (its text, read from `path`) with its generated part written afresh from
 * role-costs.ts and plans.ts, formatted as `npm run lint` wants it. A page without the markers
 * is refused: they say where the part goes.
 */
export async function withCapacityTables(markdown: string, path: string): Promise<string> {
  const begin = markdown.indexOf(BEGIN);
  const end = markdown.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${path} lacks the lines ${BEGIN} and ${END}.`);
  const written = `${markdown.slice(0, begin)}${BEGIN}\n\n${capacityDocs()}\n\n${markdown.slice(end)}`;
  const options = await resolveConfig(path);
  return format(written, { ...options, filepath: path });
}
