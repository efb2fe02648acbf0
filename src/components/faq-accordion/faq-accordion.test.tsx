import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion.tsx';

const items = [
  { id: 1, question: 'Who can join?', answer: 'Every ECE student.' },
  { id: 2, question: 'Which events?', answer: ['Orientation', 'Dehleez'] },
];

describe('FaqAccordion', () => {
  it('shows every question as a collapsed button inside a heading', () => {
    render(<FaqAccordion items={items} />);
    const button = screen.getByRole('button', { name: 'Who can join?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.closest('h3')).not.toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens and closes an answer, a region labelled by its question', async () => {
    render(<FaqAccordion items={items} />);
    const button = screen.getByRole('button', { name: 'Who can join?' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Who can join?' });
    expect(button).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('Every ECE student.');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('renders a list answer as a list, by keyboard', async () => {
    render(<FaqAccordion items={items} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Which events?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = screen.getByRole('region', { name: 'Which events?' });
    expect(region.querySelector('ul')).not.toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Orientation',
      'Dehleez',
    ]);
  });
});
