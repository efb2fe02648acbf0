import { useEffect, useState } from 'react';
import type { GameIdentity, TeamPort } from '@/backend/ports.ts';
import { answerProof } from '@/game/answer-proof.ts';
import type { GameState } from '@/game/machine.ts';
import { readLastTyped } from './last-typed.ts';

/**
 * The team's last wrong answer on its riddle, once organizers accepted it as a spelling: the
 * night's notice (`spellingsAt`) says only that the riddle gained one since that guess, so the
 * page asks the database about this guess alone (one read, only after a notice), and offers to
 * enter it again (the wait does not hold it back). Null when there is nothing to offer.
 */
export function useSpellingOffer(
  state: GameState,
  spellingsAt: Readonly<Record<string, number>> | undefined,
  teams: Pick<TeamPort, 'isAcceptedSpelling'> | null,
  identity: GameIdentity | null,
): string | null {
  const [offer, setOffer] = useState<{ key: string; text: string } | null>(null);
  const { team, question, practice, phase } = state;
  const noticeAt = spellingsAt?.[question];
  const last =
    team && !practice && phase === 'playing' ? readLastTyped(team.teamKey, question) : null;
  const askKey =
    last && noticeAt !== undefined && noticeAt > last.at && teams && identity
      ? `${last.teamKey}\n${question}\n${noticeAt}\n${last.text}`
      : null;

  const lastText = last?.text ?? null;

  useEffect(() => {
    if (askKey === null || lastText === null || !teams || !identity) return;
    let current = true;
    void (async () => {
      const proof = await answerProof(String(question), lastText);
      const accepted = await teams.isAcceptedSpelling(identity, question, proof).catch(() => false);
      if (current && accepted) {
        setOffer((was) => (was?.key === askKey ? was : { key: askKey, text: lastText }));
      }
    })();
    return () => {
      current = false;
    };
  }, [askKey, lastText, question, teams, identity]);

  return offer !== null && offer.key === askKey ? offer.text : null;
}
