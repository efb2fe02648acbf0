import { useCallback, useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GameBackend } from '../../backend/index.ts';
import type { AuthPort, GameIdentity } from '../../backend/ports.ts';
import { notify } from '../../components/toast/notify.ts';
import { FinishScreen } from './finish-screen.tsx';
import { gameReducer, initialGameState } from './game-machine.ts';
import { MESSAGES } from './game-messages.ts';
import styles from './game.module.css';
import { IntroScreen } from './intro-screen.tsx';
import { PlayingScreen } from './playing-screen.tsx';
import { startTeam } from './start-team.ts';
import { teamKey } from './team-key.ts';
import { TeamEntry } from './team-entry.tsx';
import { useProgressSaver } from './use-progress-saver.ts';
import { useLeavePrompt } from './use-leave-prompt.ts';

export interface GameServices {
  loadAuth: () => Promise<AuthPort>;
  loadGameBackend: () => Promise<GameBackend>;
}

/** The Chamber of Secrets: intro, team entry, the 21 riddles, and the finish. */
export function CosGame({ services }: { services: GameServices }) {
  const [state, dispatch] = useReducer(gameReducer, initialGameState);
  const [backend, setBackend] = useState<GameBackend | null>(null);
  const [identity, setIdentity] = useState<GameIdentity | null>(null);
  const navigate = useNavigate();

  // Unsaved answers would be lost too, also on the finish screen while they are saving.
  useLeavePrompt(state.phase === 'playing' || state.unsaved.length > 0);
  useProgressSaver(state, dispatch, backend?.teams ?? null, identity);

  const start = async (teamName: string) => {
    const [auth, game] = await Promise.all([services.loadAuth(), services.loadGameBackend()]);
    const gameIdentity = await auth.ensureGameIdentity();
    const [outcome, clockOffset] = await Promise.all([
      startTeam(game.teams, gameIdentity, teamKey(teamName), teamName),
      // Without a reading, the device's clock is the best there is.
      gameIdentity.clockOffset().catch(() => 0),
    ]);
    setBackend(game);
    setIdentity(gameIdentity);
    if (outcome.type === 'TEAM_TAKEN') {
      notify.error(MESSAGES.alreadyLoggedIn);
      dispatch(outcome);
    } else {
      dispatch({ ...outcome, clockOffset });
    }
  };

  const onTimeUp = useCallback(() => dispatch({ type: 'TIME_UP' }), []);
  const onCorrect = useCallback((proof: string) => dispatch({ type: 'ANSWER_CORRECT', proof }), []);
  const goHome = useCallback(() => navigate('/'), [navigate]);

  return (
    <div className={styles.game}>
      <header className={styles.header}>
        <p className={styles.kicker}>ECS, NIT Silchar presents</p>
        <h1 className={styles.title}>Chamber of Secrets</h1>
      </header>
      {state.phase === 'intro' && (
        <IntroScreen
          alreadyLoggedIn={state.alreadyLoggedIn}
          onNext={(hour) => dispatch({ type: 'NEXT', hour })}
        />
      )}
      {state.phase === 'teamEntry' && <TeamEntry onStart={start} />}
      {state.phase === 'playing' && backend && (
        <PlayingScreen
          state={state}
          questions={backend.questions}
          onCorrect={onCorrect}
          onTimeUp={onTimeUp}
        />
      )}
      {state.phase === 'finished' && (
        <FinishScreen
          score={state.score}
          saved={state.unsaved.length === 0 && !state.saveRefused}
          saveFailed={state.saveFailed}
          saveRefused={state.saveRefused}
          onRedirect={goHome}
        />
      )}
    </div>
  );
}
