import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hueOf, initialsOf } from './initials.ts';
import { InitialsAvatar } from './initials-avatar.tsx';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ishaan Roy')).toBe('IR');
    expect(initialsOf('  meera  k.  dutta ')).toBe('MD');
    expect(initialsOf('Tanvi')).toBe('T');
    expect(initialsOf('')).toBe('?');
  });
});

describe('hueOf', () => {
  it('gives the same hue for the same name and differs between names', () => {
    expect(hueOf('Ishaan Roy')).toBe(hueOf('ishaan roy'));
    expect(hueOf('Ishaan Roy')).not.toBe(hueOf('Meera Dutta'));
    expect(hueOf('Ishaan Roy')).toBeGreaterThanOrEqual(0);
    expect(hueOf('Ishaan Roy')).toBeLessThan(360);
  });
});

describe('InitialsAvatar', () => {
  it('renders the initials as an image named after the person', () => {
    render(<InitialsAvatar name="Ishaan Roy" size={96} />);
    const avatar = screen.getByRole('img', { name: 'Ishaan Roy' });
    expect(avatar).toHaveTextContent('IR');
    expect(avatar).toHaveAttribute('width', '96');
    expect(avatar).toHaveAttribute('height', '96');
  });

  it('is hidden from assistive technology when its label is empty', () => {
    const { container } = render(<InitialsAvatar name="Ishaan Roy" size={48} label="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('derives its colour from the name', () => {
    const { container } = render(
      <>
        <InitialsAvatar name="Ishaan Roy" size={48} />
        <InitialsAvatar name="Meera Dutta" size={48} />
      </>,
    );
    const stops = [...container.querySelectorAll('stop:first-child')].map((stop) =>
      stop.getAttribute('stop-color'),
    );
    expect(stops[0]).toBe(`hsl(${hueOf('Ishaan Roy')} 70% 42%)`);
    expect(stops[0]).not.toBe(stops[1]);
  });
});
