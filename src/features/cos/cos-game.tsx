import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { QUESTION_COUNT } from '@/game/numbers.ts';
import { notify } from '@/components/toast/notify.ts';
import { AnnouncementBanner } from './announcement-banner.tsx';
import { FinishScreen } from './play/finish-screen.tsx';
import { gameReducer, initialGameState } from '@/game/machine.ts';
import { MESSAGES } from './play/game-messages.ts';
import styles from './play/game.module.css';
import { IntroScreen } from './play/intro-screen.tsx';
import { PlayingScreen } from './play/playing-screen.tsx';
import { finishLastGuess } from './play/guess/guess-recovery.ts';
import { keptPractice, useSessionKeeping } from './play/session-keeping.ts';
import { ownedTeamName, startTeam } from './play/start-team.ts';
import { teamKey } from '@/game/team-name.ts';
import { TeamEntry } from './play/team-entry.tsx';
import { useDeviceCode } from './play/use-device-code.ts';
import { useEligibility } from './play/use-eligibility.ts';
import { useGameNight, type GameServices } from './play/use-game-night.ts';
import { useProgressSaver } from './play/guess/use-progress-saver.ts';
import { useReinstatement } from './play/use-reinstatement.ts';
import { useLeavePrompt } from './play/use-leave-prompt.ts';
import { useScreenFocus } from './play/use-screen-focus.ts';

export type { GameServices } from './play/use-game-night.ts';

/** The Chamber of Secrets: intro, team entry, the 21 riddles, and the finish; practice after the night. */
export function CosGame({ services }: { services: GameServices }) {
  const [state, dispatch] = useReducer(gameReducer, initialGameState);
  const connection = useGameNight(services);
  const { backend, night, clockOffset } = connection;
  const navigate = useNavigate();
  const gameRef = useRef<HTMLDivElement>(null);
  useScreenFocus(state.phase, gameRef);
  const deviceCode = useDeviceCode(
    backend?.night ?? null,
    connection.identity,
    state.phase === 'intro',
  );
  const eligibility = useEligibility(
    backend?.teams ?? null,
    connection.identity,
    state.phase === 'intro',
  );

  useLeavePrompt((state.phase === 'playing' && !state.practice) || state.saveFailed);
  useProgressSaver(state, dispatch, backend?.teams ?? null, connection.identity, clockOffset);
  useSessionKeeping(state);
  useReinstatement(state, dispatch, backend?.teams ?? null, connection.identity);

  useEffect(() => {
    const practice = keptPractice();
    if (practice) dispatch({ type: 'PRACTICE_START', ...practice });
  }, []);

  const { ensureIdentity } = connection;
  const findOwnedTeam = useCallback(async () => {
    const [game, { identity }] = await Promise.all([services.loadGameBackend(), ensureIdentity()]);
    return ownedTeamName(game.teams, identity);
  }, [services, ensureIdentity]);

  const start = async (teamName: string) => {
    const [game, measured] = await Promise.all([services.loadGameBackend(), ensureIdentity()]);
    const { identity: gameIdentity, clockOffset } = measured;
    const key = teamKey(teamName);
    const outcome = await startTeam(game.teams, gameIdentity, key, teamName);
    if (outcome.type === 'TEAM_TAKEN') {
      notify.error(MESSAGES.alreadyLoggedIn);
      dispatch(outcome);
      return;
    }
    if (outcome.type === 'INELIGIBLE') {
      dispatch(outcome);
      return;
    }
    const closesAt = night?.schedule?.closesAt ?? null;
    // A finished team has no last guess to finish: a failed read must not say it was lost.
    if (outcome.type === 'TEAM_REGISTERED' || outcome.record.question > QUESTION_COUNT) {
      dispatch({ ...outcome, clockOffset, closesAt });
      return;
    }
    try {
      const resumed = await finishLastGuess(
        game.teams,
        gameIdentity,
        key,
        outcome.record,
        clockOffset,
      );
      dispatch({ ...outcome, ...resumed, clockOffset, closesAt });
    } catch {
      // The last guess may still need finishing: the progress saver retries it.
      dispatch({ ...outcome, clockOffset, closesAt });
      dispatch({ type: 'SAVE_FAILED' });
    }
  };

  const onTimeUp = useCallback(() => dispatch({ type: 'TIME_UP' }), []);
  const goHome = useCallback(() => navigate('/'), [navigate]);

  return (
    <div ref={gameRef} className={styles.game}>
      <header className={styles.header}>
        <p className={styles.kicker}>ECS, NIT Silchar presents</p>
        <h1 className={styles.title}>Chamber of Secrets</h1>
      </header>
      <AnnouncementBanner announcement={night?.announcement ?? null} />
      {state.phase === 'intro' && (
        <IntroScreen
          alreadyLoggedIn={state.alreadyLoggedIn}
          teamGone={state.teamGone}
          night={night}
          unreachable={connection.unreachable}
          withoutSchedule={backend?.night.withoutSchedule ?? 'closed'}
          clockOffset={clockOffset}
          deviceCode={deviceCode}
          eligibility={eligibility}
          ensureIdentity={ensureIdentity}
          onNext={(open) => dispatch({ type: 'NEXT', open })}
          onPractice={() => dispatch({ type: 'PRACTICE_START', question: 1, score: 0 })}
        />
      )}
      {state.phase === 'teamEntry' && <TeamEntry onStart={start} findOwnedTeam={findOwnedTeam} />}
      {state.phase === 'playing' && backend && (
        <PlayingScreen
          state={state}
          dispatch={dispatch}
          questions={backend.questions}
          judges={{ ...backend, identity: connection.identity, clockOffset }}
          onTimeUp={onTimeUp}
        />
      )}
      {state.phase === 'finished' && (
        <FinishScreen score={state.score} practice={state.practice} onRedirect={goHome} />
      )}
    </div>
  );
}
