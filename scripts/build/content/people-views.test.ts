import { describe, expect, it } from 'vitest';
import { loadContent } from './load-content.ts';
import { projectRoot } from '../hosting-rules.ts';
import type { Content } from '../../../src/content/schema/collections.ts';
import {
  committee,
  developers,
  messages,
  pastCommittees,
} from '../../../src/content/views/people.ts';

const { content } = loadContent(projectRoot);
if (!content) throw new Error('The content has problems: npm run build names them.');

/** Who holds which office in `term`, read from the people's files. */
const rolesIn = (data: Content, term: string) =>
  data.people.flatMap((person) =>
    person.roles.filter((role) => role.term === term).map((role) => ({ person, role })),
  );

describe('people by term', () => {
  it("/members shows the current term's committee, office bearers first", () => {
    const current = committee(content);
    expect(current.term).toBe(content.site.currentTerm);
    const shown = current.groups.flatMap((group) =>
      group.people.map((p) => `${p.name} ${p.designation}`),
    );
    const onMembersPage = rolesIn(content, current.term).filter(({ role }) =>
      content.offices.offices.some(
        (office) => office.name === role.office && office.section !== 'not-on-members-page',
      ),
    );
    expect(shown.sort()).toEqual(
      onMembersPage.map(({ person, role }) => `${person.name} ${role.office}`).sort(),
    );
    expect(current.groups[0]?.heading).toBe('Office Bearers');
  });

  it('/members/past lists every earlier term, the latest first, and no later one', () => {
    const terms = pastCommittees(content).map((past) => past.term);
    const earlier = [
      ...new Set(content.people.flatMap((p) => p.roles.map((role) => role.term))),
    ].filter((term) => term < content.site.currentTerm);
    expect(terms).toEqual(earlier.sort().reverse());
    expect(terms.length).toBeGreaterThan(0);
  });

  it("the home page's messages follow the current term", () => {
    const withMessage = rolesIn(content, content.site.currentTerm).filter(
      ({ role }) => role.message,
    );
    expect(
      messages(content)
        .map((m) => m.message)
        .sort(),
    ).toEqual(withMessage.map(({ role }) => role.message).sort());
    const [past] = pastCommittees(content);
    if (!past) throw new Error('The sample content has no past term.');
    const author = rolesIn(content, past.term)[0];
    const then: Content = {
      ...content,
      site: { ...content.site, currentTerm: past.term },
      people: content.people.map((person) =>
        person === author?.person
          ? {
              ...person,
              roles: person.roles.map((role) =>
                role.term === past.term ? { ...role, message: 'Welcome to our year.' } : role,
              ),
            }
          : person,
      ),
    };
    expect(messages(then)).toEqual([
      {
        from: expect.objectContaining({ name: author?.person.name }) as unknown,
        message: 'Welcome to our year.',
      },
    ]);
  });

  it("/developers shows the current term's technical head and team", () => {
    const [head, team] = developers(content);
    const placed = (place: string) =>
      rolesIn(content, content.site.currentTerm)
        .filter(({ role }) =>
          content.offices.offices.some((o) => o.name === role.office && o.developersPage === place),
        )
        .map(({ person }) => person.name)
        .sort();
    expect(head?.people.map((p) => p.name).sort()).toEqual(placed('head'));
    expect(team?.people.map((p) => p.name).sort()).toEqual(placed('member'));
  });
});
