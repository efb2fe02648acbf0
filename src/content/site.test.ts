import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isNonEmptyText } from './content-test-utils.ts';
import { contactEmail, copyrightLine, footerLinks, navLinks, socialLinks } from './site.ts';

const siteRoutes = ['/', '/events', '/about', '/members', '/developers', '/resourcehub'];

describe('site links', () => {
  it('lists the five navbar pages in order', () => {
    expect(navLinks.map((link) => link.to)).toEqual(siteRoutes.slice(1));
    navLinks.forEach((link) => expect(isNonEmptyText(link.label)).toBe(true));
  });

  it('gives all nine footer links a real target, none empty or "#"', () => {
    expect(footerLinks.map((link) => link.label)).toEqual([
      'Home',
      'Resource Hub',
      'Members',
      'Developers',
      'About Us',
      'Events',
      'Gallery',
      'FAQ',
      'Feed',
    ]);
    for (const link of footerLinks) {
      const [path = ''] = link.to.split('#');
      expect([...siteRoutes, '/feed'], `${link.label} -> ${link.to}`).toContain(path);
    }
    expect(footerLinks.find((link) => link.label === 'Gallery')?.to).toBe('/events#gallery');
    expect(footerLinks.find((link) => link.label === 'FAQ')?.to).toBe('/about#faq');
  });

  it("has a contact e-mail, named https social links and this year's copyright", () => {
    expect(contactEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(socialLinks.map((link) => link.network)).toEqual(['facebook', 'instagram', 'linkedin']);
    for (const link of socialLinks) {
      expect(isHttpsUrl(link.href), link.href).toBe(true);
      expect(link.label).toMatch(/^ECS on (Facebook|Instagram|LinkedIn)$/);
    }
    expect(copyrightLine).toBe(
      `© ${new Date().getFullYear()} Electronics & Communication Society, NIT Silchar`,
    );
  });
});
