import type { TeamRecord, TeamStanding } from '../ports.ts';

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored team record, or null when the value is absent or not shaped like one. */
export function toTeamRecord(value: unknown): TeamRecord | null {
  if (!isRecordObject(value)) return null;
  const { teamName, question, score, owner, startedAt, timestamp, disqualified } = value;
  if (
    typeof teamName !== 'string' ||
    typeof question !== 'number' ||
    typeof score !== 'number' ||
    typeof owner !== 'string' ||
    typeof startedAt !== 'number' ||
    typeof timestamp !== 'number'
  ) {
    return null;
  }
  const record = { teamName, question, score, owner, startedAt, timestamp };
  return typeof disqualified === 'boolean' ? { ...record, disqualified } : record;
}

/** Every well-formed team of the `user` node, highest score first, then the earlier time. */
export function toStandings(value: unknown): TeamStanding[] {
  if (!isRecordObject(value)) return [];
  const standings: TeamStanding[] = [];
  for (const [teamKey, stored] of Object.entries(value)) {
    const record = toTeamRecord(stored);
    if (record) standings.push({ teamKey, ...record });
  }
  return standings.sort((a, b) => b.score - a.score || a.timestamp - b.timestamp);
}
