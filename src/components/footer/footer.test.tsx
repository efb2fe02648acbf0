import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';

describe('Footer', () => {
  it('has all nine links with real targets', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footerNav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = Object.fromEntries(
      within(footerNav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      Home: '/',
      'Resource Hub': '/resourcehub',
      Members: '/members',
      Developers: '/developers',
      'About Us': '/about',
      Events: '/events',
      Gallery: '/events#gallery',
      FAQ: '/about#faq',
      Feed: '/feed',
    });
  });

  it("shows the contact e-mail, named social links and this year's copyright", () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'ecs@ece.nits.ac.in' })).toHaveAttribute(
      'href',
      'mailto:ecs@ece.nits.ac.in',
    );
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const link = screen.getByRole('link', { name: `ECS on ${network}` });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(
      screen.getByText(
        `© ${new Date().getFullYear()} Electronics & Communication Society, NIT Silchar`,
      ),
    ).toBeInTheDocument();
  });
});
