import { eventPhase, type EventPhase } from './event-state.ts';

const WORDS: Record<EventPhase, string> = {
  upcoming: 'Upcoming',
  happening: 'Happening now',
  past: 'Over',
};

/** Whether the event is to come, on or over, once the browser has read its clock. */
export function EventPhaseLabel({
  event,
  now,
}: {
  event: { start: string; end: string };
  now: number | undefined;
}) {
  if (now === undefined) return null;
  return <span data-phase={eventPhase(event, now)}>{WORDS[eventPhase(event, now)]}</span>;
}
