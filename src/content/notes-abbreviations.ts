/**
 * The short names students type for subjects and kinds of item, each with what it stands for:
 * a subject's name or a kind's label, in any letter case. The notes search finds a subject or
 * an item by these as by its own words (docs/content.md, "The semester notes"). One short name
 * may stand for several subjects.
 */
export const NOTES_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  pyq: ["Previous year's paper"],
  dsp: ['Digital Signal Processing'],
  emft: ['Electromagnetic Field Theory'],
  emt: ['Electromagnetic Field Theory'],
  vlsi: ['VLSI Design'],
  dc: ['Digital Communication'],
  ac: ['Analog Circuits', 'Analog Communication'],
  de: ['Digital Electronics'],
  edc: ['Electronic Devices'],
  ed: ['Electronic Devices'],
  nt: ['Network Theory'],
  sns: ['Signals and Systems'],
  ss: ['Signals and Systems'],
  mpmc: ['Microprocessors and Microcontrollers'],
  cs: ['Control Systems'],
  prp: ['Probability and Random Processes'],
  lic: ['Linear Integrated Circuits'],
  awp: ['Antennas and Wave Propagation'],
  coa: ['Computer Architecture'],
  pe: ['Power Electronics'],
  itc: ['Information Theory and Coding'],
  oc: ['Optical Communication'],
  es: ['Embedded Systems'],
  wc: ['Wireless Communication'],
  cn: ['Computer Networks'],
  dip: ['Digital Image Processing'],
  iot: ['Internet of Things'],
  bee: ['Basic Electrical Engineering'],
  beee: ['Basic Electrical Engineering'],
  evs: ['Environmental Science'],
};

/** The short names that stand for any of `phrases` (a subject's name, a kind's label). */
export function abbreviationsOf(...phrases: string[]): string[] {
  const wanted = new Set(phrases.map((phrase) => phrase.toLowerCase()));
  return Object.entries(NOTES_ABBREVIATIONS)
    .filter(([, meanings]) => meanings.some((meaning) => wanted.has(meaning.toLowerCase())))
    .map(([abbreviation]) => abbreviation);
}
