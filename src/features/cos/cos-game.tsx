import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { AnnouncementBanner } from './announcement-banner.tsx';
import { FinishScreen } from './play/finish-screen.tsx';
import styles from './play/game.module.css';
import { IntroScreen } from './play/intro-screen.tsx';
import { PlayingScreen } from './play/playing-screen.tsx';
import { TeamEntry } from './play/team-entry.tsx';
import type { GameServices } from './play/use-game-night.ts';
import { useFinalRank } from './play/use-final-rank.ts';
import { usePlay } from './play/use-play.ts';
import { useScreenFocus } from './play/use-screen-focus.ts';
import { ReachNotice } from './reach/reach-notice.tsx';
import { useNightClosed } from './use-night-closed.ts';

/**
 * The Chamber of Secrets: intro, team entry, the riddles, and the finish; practice after the
 * night. The play itself is play/use-play.ts; this page only chooses the screen for its phase.
 */
interface CosGameProps {
  services: GameServices;
  /**
   * Opens the login dialog: a member plays under their own account, which needs no sign-up.
   * Closed, the dialog gives focus back to `opener`, the button that asked for it.
   */
  onLogIn?: (opener: HTMLElement) => void;
}

export function CosGame({ services, onLogIn }: CosGameProps) {
  const { state, night, intro, teamEntry, playing, teams } = usePlay(services);
  const rank = useFinalRank(
    state.phase === 'finished' && !state.practice ? teams : null,
    state.team?.teamKey ?? null,
  );
  const navigate = useNavigate();
  const gameRef = useRef<HTMLDivElement>(null);
  useScreenFocus(state.phase, gameRef);
  const goHome = useCallback(() => navigate('/'), [navigate]);
  const closed = useNightClosed(night?.schedule);

  return (
    <div ref={gameRef} className={styles.game}>
      <header className={styles.header}>
        <p className={styles.kicker}>ECS, NIT Silchar presents</p>
        <h1 className={styles.title}>Chamber of Secrets</h1>
      </header>
      <ReachNotice />
      <AnnouncementBanner announcement={closed ? null : (night?.announcement ?? null)} />
      {state.phase === 'intro' && (
        <IntroScreen
          alreadyLoggedIn={state.alreadyLoggedIn}
          teamGone={state.teamGone}
          registrationRefused={state.registrationClosed}
          onLogIn={onLogIn}
          {...intro}
        />
      )}
      {state.phase === 'teamEntry' && <TeamEntry onLogIn={onLogIn} {...teamEntry} />}
      {state.phase === 'playing' && playing && (
        <PlayingScreen
          state={state}
          erratum={night ? (night.errata[state.question] ?? null) : undefined}
          {...playing}
        />
      )}
      {state.phase === 'finished' && (
        <FinishScreen
          score={state.score}
          practice={state.practice}
          rank={rank}
          onRedirect={goHome}
        />
      )}
    </div>
  );
}
