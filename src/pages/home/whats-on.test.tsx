import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import whatsOn from 'virtual:content/whats-on';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationState } from '../events/event-state.ts';
import { WhatsOn } from './whats-on.tsx';

const HOUR = 60 * 60 * 1000;
const events = whatsOn;
/** An event that begins three hours after every earlier event has ended. */
const next = events.find((event, index) =>
  events
    .slice(0, index)
    .every((earlier) => Date.parse(earlier.end) < Date.parse(event.start) - 3 * HOUR),
);
if (!next) throw new Error('The sample has no event apart from the others.');

function showAt(moment: number) {
  vi.useFakeTimers({ now: moment, toFake: ['Date', 'setInterval', 'clearInterval'] });
  render(
    <MemoryRouter>
      <WhatsOn />
    </MemoryRouter>,
  );
}

afterEach(() => vi.useRealTimers());

describe('WhatsOn', () => {
  it('names the next event with a countdown within its last day', () => {
    const moment = Date.parse(next.start) - 3 * HOUR;
    showAt(moment);
    const section = screen.getByRole('region', { name: "What's On" });
    expect(within(section).getAllByRole('link')[0]).toHaveAccessibleName(next.name);
    expect(within(section).getByText('Starts in 3 h 00 min')).toBeVisible();
  });

  it('lists the registrations open at the moment, and only those', () => {
    const withForm = events.flatMap((event) => (event.registration ? [event.registration] : []));
    const moment = Date.parse(withForm[0]?.opens ?? '') + 60_000;
    showAt(moment);
    const open = events.filter(
      (event) => event.registration && registrationState(event.registration, moment) === 'open',
    );
    expect(open.length).toBeGreaterThan(0);
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(open.map((event) => event.name));
  });

  it('counts down as the clock moves', () => {
    showAt(Date.parse(next.start) - 3 * HOUR);
    act(() => vi.advanceTimersByTime(HOUR));
    expect(screen.getByText('Starts in 2 h 00 min')).toBeVisible();
  });

  it('has no countdown more than a day before', () => {
    showAt(Date.parse(next.start) - 25 * HOUR);
    expect(screen.queryByText(/^Starts in/)).toBeNull();
  });
});
