import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RegistrationStatus } from './registration-status.tsx';

const registration = {
  link: 'https://forms.example.org/tech-quiz',
  opens: '2027-01-01T10:00:00+05:30',
  closes: '2027-01-20T23:59:00+05:30',
  opensInWords: 'Fri, 1 January 2027, 10:00 am',
  closesInWords: 'Wed, 20 January 2027, 11:59 pm',
};

function showAt(now: number | undefined) {
  render(
    <MemoryRouter>
      <RegistrationStatus registration={registration} eventName="Tech Quiz" now={now} />
    </MemoryRouter>,
  );
}

const register = () => screen.queryByRole('link', { name: /REGISTER HERE for Tech Quiz/ });

describe('RegistrationStatus', () => {
  it('before the browser reads its clock, says only the dates, with no link', () => {
    showAt(undefined);
    expect(screen.getByText(/opens Fri, 1 January 2027, 10:00 am and closes/)).toBeInTheDocument();
    expect(register()).toBeNull();
  });

  it('before it opens, says when it opens', () => {
    showAt(Date.parse('2026-12-31T10:00:00+05:30'));
    expect(screen.getByText('Registration opens Fri, 1 January 2027, 10:00 am')).toBeVisible();
    expect(register()).toBeNull();
  });

  it('while open, offers the form and says when it closes', () => {
    showAt(Date.parse('2027-01-05T10:00:00+05:30'));
    expect(register()).toHaveAttribute('href', registration.link);
    expect(screen.getByText('Closes Wed, 20 January 2027, 11:59 pm')).toBeVisible();
  });

  it('after it closes, says so and offers no link', () => {
    showAt(Date.parse('2027-01-21T00:00:00+05:30'));
    expect(screen.getByText('Registration closed')).toBeVisible();
    expect(register()).toBeNull();
  });
});
