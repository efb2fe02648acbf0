import { encodeTeamKey } from '../../game/team-name.ts';

/** The team's record key: the lowercased, trimmed name with the characters keys forbid as %XX. */
export function teamKey(teamName: string): string {
  return encodeTeamKey(teamName.toLowerCase().trim());
}
