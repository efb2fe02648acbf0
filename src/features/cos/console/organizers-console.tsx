import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NotesDeskPort } from '@/backend/notes-desk-port.ts';
import type { AidPort, OrganizerPort } from '@/backend/ports.ts';
import { useAuth } from '@/features/auth/use-auth.ts';
import styles from './console.module.css';
import { useAids } from '../play/aids/use-aids.ts';
import { HintsPanel } from './hints-panel.tsx';
import { ErrataPanel } from './errata-panel.tsx';
import { NewNightForm } from './new-night-form.tsx';
import { NightPanel } from './night-panel.tsx';
import { PlayersScreensPanel } from './players-screens-panel.tsx';
import { RiddlesPanel } from './riddles-panel.tsx';
import { StatisticsPanel } from './statistics/statistics-panel.tsx';
import { useStatisticsFeed } from './statistics/use-statistics-feed.ts';
import { runTeamAction, type TeamActionRequest } from './team-actions.ts';
import { TeamsPanel } from './teams-panel.tsx';
import { useGuessCounts } from './use-guess-counts.ts';
import { useLateRegistrations } from './use-late-registrations.ts';
import { useNightFeed, type FeedBackend } from './use-night-feed.ts';
import { useSolves } from './use-solves.ts';
import { ReachNotice } from '../reach/reach-notice.tsx';
import { useConsoleAccess, type AccessServices } from './use-console-access.ts';

export interface ConsoleServices extends AccessServices {
  loadGameBackend: () => Promise<FeedBackend & { aids: Pick<AidPort, 'getAids'> }>;
  /** The notes' desk (reports, suggestions, changes to the notes): its panel loads it. */
  loadNotesDesk: () => Promise<NotesDeskPort>;
}

// The notes' panel is a chunk of its own: the night's controls come first and need none of it.
const NotesDeskPanel = lazy(() => import('./notes/notes-desk-panel.tsx'));

interface OrganizersConsoleProps {
  services: ConsoleServices;
  /** What an organizer whose address is not verified yet is shown to verify it. */
  verifyNotice?: ReactNode;
}

/** The organizers' console at /CoS/admin; anyone else is told it is for organizers only. */
export function OrganizersConsole({ services, verifyNotice }: OrganizersConsoleProps) {
  const access = useConsoleAccess(services);
  const { openModal } = useAuth();

  if (access.kind === 'checking') {
    return (
      <p role="status" className={styles.page}>
        Checking your account…
      </p>
    );
  }
  if (access.kind !== 'organizer') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Organizers only</h1>
        {access.kind === 'signed-out' && (
          <>
            <p>This page is for the organizers of the Chamber of Secrets. Log in to use it.</p>
            <button
              type="button"
              className={styles.primary}
              onClick={(event) => openModal('login', { opener: event.currentTarget })}
            >
              Log in
            </button>
          </>
        )}
        {access.kind === 'not-organizer' && (
          <p>
            This page is for the organizers of the Chamber of Secrets, and your account is not one
            of theirs.
          </p>
        )}
        {access.kind === 'unverified' && (
          <>
            <p>
              Your account is one of the organizers&apos;, and the console opens once its address is
              verified.
            </p>
            {verifyNotice}
          </>
        )}
        {access.kind === 'failed' && (
          <p role="alert">Your account could not be checked. Reload the page to try again.</p>
        )}
      </div>
    );
  }
  return <Console services={services} organizer={access.organizer} />;
}

/**
 * The night's controls come first and the long tables (a row per team, per riddle) last; on a
 * phone these links reach any of them without scrolling past the others. Router links: the
 * router scrolls to their heading, where it would undo a plain anchor's jump.
 */
function ConsoleContents() {
  return (
    <nav aria-label="Console sections" className={styles.contents}>
      <ul>
        <li>
          <Link to="#screens-heading">Players&apos; screens</Link>
        </li>
        <li>
          <Link to="#corrections-heading">Corrections</Link>
        </li>
        <li>
          <Link to="#hints-heading">Hints</Link>
        </li>
        <li>
          <Link to="#new-night-heading">New night</Link>
        </li>
        <li>
          <Link to="#teams-heading">Teams</Link>
        </li>
        <li>
          <Link to="#riddles-heading">Riddles</Link>
        </li>
        <li>
          <Link to="#statistics-heading">Statistics</Link>
        </li>
        <li>
          <Link to="#notes-heading">Notes</Link>
        </li>
      </ul>
    </nav>
  );
}

interface ConsoleProps {
  services: ConsoleServices;
  organizer: OrganizerPort;
}

function Console({ services, organizer }: ConsoleProps) {
  const { user } = useAuth();
  const { schedule, announcement, errata, frozenAt, teams, failed, rereadNight, hintsReleased } =
    useNightFeed(services.loadGameBackend);
  const aidsPort = useMemo(
    () => ({ getAids: async () => (await services.loadGameBackend()).aids.getAids() }),
    [services],
  );
  const aids = useAids(aidsPort, true);
  const solves = useSolves(services.loadGameBackend, teams);
  const identity = useCallback(
    async () => (await services.loadAuth()).ensureGameIdentity(),
    [services],
  );
  const guessCounts = useGuessCounts(organizer, identity);
  const statistics = useStatisticsFeed(organizer, identity);
  const late = useLateRegistrations(organizer, identity);
  const acceptSpelling = useCallback(
    async (question: number, text: string) =>
      organizer.acceptSpelling(await identity(), question, text),
    [organizer, identity],
  );
  const runAction = useCallback(
    async (request: TeamActionRequest) => runTeamAction(organizer, await identity(), request),
    [organizer, identity],
  );
  if (failed) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Game night console</h1>
        <p role="alert">The game night could not be loaded. Reload the page to try again.</p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Game night console</h1>
      <ReachNotice />
      {guessCounts.failed && (
        <p role="alert">The guess counts could not be loaded. Reload the page to try again.</p>
      )}
      <ConsoleContents />
      <NightPanel schedule={schedule} late={late} />
      <PlayersScreensPanel
        announcement={announcement}
        frozenAt={frozenAt}
        announce={async (text) => {
          await organizer.announce(await identity(), text);
          rereadNight();
        }}
        setFrozen={async (frozen) => {
          await organizer.setFrozen(await identity(), frozen);
          rereadNight();
        }}
      />
      <ErrataPanel
        errata={errata}
        postErratum={async (qNo, text) => {
          await organizer.postErratum(await identity(), qNo, text);
          rereadNight();
        }}
      />
      <HintsPanel
        aids={aids}
        released={hintsReleased}
        release={async (question, hint) => {
          await organizer.releaseHint(await identity(), question, hint);
          rereadNight();
        }}
      />
      <NewNightForm startNewNight={organizer.startNewNight} />
      <TeamsPanel
        teams={teams}
        schedule={schedule ?? null}
        runAction={runAction}
        guessCounts={guessCounts.counts}
      />
      <RiddlesPanel teams={teams} solves={solves} />
      <StatisticsPanel
        teams={teams}
        solves={solves}
        schedule={schedule ?? null}
        typed={statistics.typed}
        accepted={statistics.accepted}
        failed={statistics.failed}
        acceptSpelling={acceptSpelling}
      />
      <Suspense fallback={<p role="status">Loading the notes panel…</p>}>
        <NotesDeskPanel
          loadNotesDesk={services.loadNotesDesk}
          identity={identity}
          email={user?.email ?? ''}
        />
      </Suspense>
    </div>
  );
}
