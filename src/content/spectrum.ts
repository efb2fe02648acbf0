/**
 * Spectrum's events and their registration forms.
 * SAMPLE LINKS: the form addresses below are invented and must be replaced with the
 * real Google Forms before each edition (see docs/content.md). Event artwork
 * lives under public/images/spectrum/, at the size docs/content.md gives ("Pictures").
 */
export interface SpectrumEvent {
  id: string;
  name: string;
  image: string;
  register: string;
}

const event = (id: string, name: string): SpectrumEvent => ({
  id,
  name,
  image: `/images/spectrum/${id}.svg`,
  register: `https://docs.google.com/forms/d/e/sample-spectrum-${id}/viewform`,
});

export const technicalEvents: readonly SpectrumEvent[] = [
  event('circuit-mania', 'Circuit Mania'),
  event('code-relay', 'Code Relay'),
  event('line-follower', 'Line Follower'),
  event('tech-quiz', 'Tech Quiz'),
  event('project-expo', 'Project Expo'),
];

export const nonTechnicalEvents: readonly SpectrumEvent[] = [
  event('treasure-hunt', 'Treasure Hunt'),
  event('shutterbug', 'Shutterbug'),
  event('meme-fest', 'Meme Fest'),
  event('debate', 'Debate'),
  event('sketch-it', 'Sketch It'),
  event('extempore', 'Extempore'),
  event('pictionary', 'Pictionary'),
  event('short-film', 'Short Film'),
  event('fifa', 'FIFA Tournament'),
  event('open-mic', 'Open Mic'),
];
