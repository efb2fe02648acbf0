import { useCallback, useReducer } from 'react';
import { BackendError } from '@/backend/ports.ts';
import { notify } from '@/components/toast/notify.ts';
import { gameReducer, initialGameState } from '@/game/machine.ts';
import { MESSAGES } from './game-messages.ts';
import { judgeGuess, type JudgeAnswer } from './guess/use-guess.ts';
import { useAids } from './aids/use-aids.ts';
import { useProgressSaver } from './guess/use-progress-saver.ts';
import { useSpellingOffer } from './guess/use-spelling-offer.ts';
import { enterTeam, ownedTeamName } from './start-team.ts';
import { useDeviceCode } from './use-device-code.ts';
import { useEligibility } from './use-eligibility.ts';
import { useGameNight, type GameServices } from './use-game-night.ts';
import { useLeavePrompt } from './use-leave-prompt.ts';
import { usePracticeKeeping } from './use-practice-keeping.ts';
import { useReinstatement } from './use-reinstatement.ts';

/** Team entry shows after NEXT, which waits for the night and so for the ports. */
const notLoaded = () => new BackendError('unavailable', 'The game is not loaded yet.');

/**
 * A team's play, from the intro to the finish: the game's state (src/game/machine.ts) and all
 * that moves it. START and RESUME enter the team (start-team.ts), a typed answer is judged
 * (guess/use-guess.ts), a verdict the network lost is finished from the record and retried
 * (guess/use-progress-saver.ts), a disqualified team hears of its reinstatement, and practice
 * after the night survives a reload. Each part is handed only the ports it uses.
 */
export function usePlay(services: GameServices) {
  const [state, dispatch] = useReducer(gameReducer, initialGameState);
  const { backend, identity, clockOffset, night, unreachable, signUpRefused, ensureIdentity } =
    useGameNight(services);
  const teams = backend?.teams ?? null;
  const onIntro = state.phase === 'intro';
  const deviceCode = useDeviceCode(backend?.night ?? null, identity, onIntro);
  const eligibility = useEligibility(teams, identity, onIntro);
  useLeavePrompt((state.phase === 'playing' && !state.practice) || state.saveFailed);
  usePracticeKeeping(state, dispatch);
  useReinstatement(state, dispatch, teams, identity);
  useProgressSaver(state, dispatch, teams, identity, clockOffset);
  const spellingOffer = useSpellingOffer(state, night?.spellingsAt, teams, identity);
  const aids = useAids(backend?.aids ?? null, state.phase === 'playing');

  const findOwnedTeam = useCallback(async () => {
    if (!teams) throw notLoaded();
    return ownedTeamName(teams, (await ensureIdentity()).identity);
  }, [teams, ensureIdentity]);

  const start = async (teamName: string) => {
    if (!teams) throw notLoaded();
    const closesAt = night?.schedule?.closesAt ?? null;
    const events = await enterTeam(teams, await ensureIdentity(), teamName, closesAt);
    if (events[0]?.type === 'TEAM_TAKEN') notify.error(MESSAGES.alreadyLoggedIn);
    for (const event of events) dispatch(event);
  };

  const onTimeUp = useCallback(() => dispatch({ type: 'TIME_UP' }), []);

  return {
    state,
    night,
    intro: {
      night,
      unreachable,
      signUpRefused,
      withoutSchedule: backend?.night.withoutSchedule ?? 'closed',
      clockOffset,
      deviceCode,
      eligibility,
      ensureIdentity,
      onNext: (open: boolean) => dispatch({ type: 'NEXT', open }),
      onPractice: () => dispatch({ type: 'PRACTICE_START', question: 1, score: 0 }),
    },
    teamEntry: { onStart: start, findOwnedTeam },
    teams,
    playing: backend && {
      questions: backend.questions,
      aids: { port: backend.aids, known: aids, identity, clockOffset, night },
      judgeAnswer: (async (question, text) => {
        const nudges = {
          aids: backend.aids,
          has: (q: number) => aids?.[String(q)]?.nudges === true,
        };
        const judges = {
          teams: backend.teams,
          night: backend.night,
          identity,
          clockOffset,
          nudges,
        };
        const { verdict, event, reply } = await judgeGuess(text, question, state, judges);
        if (event) dispatch(event);
        return { verdict, reply };
      }) satisfies JudgeAnswer,
      onTimeUp,
      spellingOffer,
    },
  };
}
