import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonCard } from './person-card.tsx';

const member = {
  name: 'Ishaan Roy',
  designation: 'President',
  fb: 'https://www.facebook.com/sample.ishaan.roy',
  linkedin: 'https://www.linkedin.com/in/sample-ishaan-roy',
};

describe('PersonCard', () => {
  it('shows the name as a heading and the designation', () => {
    render(<PersonCard {...member} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Ishaan Roy' })).toBeInTheDocument();
    expect(screen.getByText('President')).toBeInTheDocument();
  });

  it('names each profile link after the person and opens it in a new tab', () => {
    render(<PersonCard {...member} />);
    const linkedIn = screen.getByRole('link', { name: /^Ishaan Roy on LinkedIn/ });
    expect(linkedIn).toHaveAttribute('href', member.linkedin);
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Ishaan Roy on Facebook/ })).toHaveAttribute(
      'href',
      member.fb,
    );
    expect(screen.queryByRole('link', { name: /on Instagram/ })).toBeNull();
  });

  it('adds Instagram when given', () => {
    render(<PersonCard {...member} insta="https://www.instagram.com/sample.ishaan" />);
    expect(screen.getByRole('link', { name: /^Ishaan Roy on Instagram/ })).toBeInTheDocument();
  });

  it('shows the photo when there is one, the initials otherwise', () => {
    const { container, rerender } = render(<PersonCard {...member} />);
    expect(container.querySelector('svg[data-initials="IR"]')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();

    rerender(<PersonCard {...member} image="/images/members/ishaan-roy.webp" />);
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('src', '/images/members/ishaan-roy.webp');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(container.querySelector('svg[data-initials]')).toBeNull();
  });

  it('loads a photo when scrolled to, unless it leads the page: then at once, at high priority', () => {
    const photo = { ...member, image: '/images/members/ishaan-roy.webp' };
    const { container, rerender } = render(<PersonCard {...photo} />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('img')).not.toHaveAttribute('fetchpriority');

    rerender(<PersonCard {...photo} leadsPage />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
