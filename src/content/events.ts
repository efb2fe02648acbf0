/**
 * The society's events, each defined once: the events page shows every one of them, and the home
 * and about carousels highlight some of the same records (docs/content.md).
 */
export interface SocietyEvent {
  id: string;
  name: string;
  /** Site-relative artwork under public/images/events/. */
  image: string;
  description: string;
  /** The event's own page on this site, when it has one (Spectrum's events and their forms). */
  page?: string;
}

const orientation: SocietyEvent = {
  id: 'orientation',
  name: 'Orientation',
  image: '/images/events/orientation.svg',
  description:
    'The first evening of the year with the new batch: the faculty, the office bearers and the seniors introduce the department, the labs, the clubs and how ECS works, and answer every question the freshers bring.',
};

const freshers: SocietyEvent = {
  id: 'freshers',
  name: 'Freshers',
  image: '/images/events/freshers.svg',
  description:
    'A night of music, dance and skits that welcomes the first-years into the ECE family, ending with the crowning of Mr. and Ms. Fresher.',
};

const dehleez: SocietyEvent = {
  id: 'dehleez',
  name: 'Dehleez',
  image: '/images/events/dehleez.svg',
  description:
    'The farewell to the final-year batch: memories on the big screen, awards voted by juniors, and one last evening together before they step over the threshold into their careers.',
};

const spectare: SocietyEvent = {
  id: 'spectare',
  name: 'Spectare',
  image: '/images/events/spectare.svg',
  description:
    'Our photography and short-film showcase: students capture campus life through the lens, and the best frames and films are screened and awarded.',
};

const utkrishtha: SocietyEvent = {
  id: 'utkrishtha',
  name: 'Utkrishtha',
  image: '/images/events/utkrishtha.svg',
  description:
    'The annual recognition of excellence in the department: toppers, project teams, competition winners and volunteers are honoured in front of faculty and peers.',
};

const spectrum: SocietyEvent = {
  id: 'spectrum',
  name: 'Spectrum',
  image: '/images/events/spectrum.svg',
  description:
    'The flagship techno-cultural fest of ECS: circuit design, coding, robotics and quiz contests side by side with gaming, art and fun events, open to every student of the institute.',
  page: '/Spectrum',
};

const spectrumFit: SocietyEvent = {
  id: 'spectrum-fit',
  name: 'Spectrum Fit',
  image: '/images/events/spectrum-fit.svg',
  description:
    'The sports wing of Spectrum: football, cricket, badminton and chess tournaments between batches that keep the department on its feet.',
};

/** Cards on the events page: every event, in the order of the year. */
export const societyEvents: readonly SocietyEvent[] = [
  orientation,
  freshers,
  utkrishtha,
  spectrum,
  spectrumFit,
  spectare,
  dehleez,
];

/** Home and about carousels, in the order the society presents them. */
export const highlightedEvents: readonly SocietyEvent[] = [
  orientation,
  freshers,
  dehleez,
  spectare,
];

export const eventsCoverText =
  'From the first day on campus to the last, ECS brings the department together. Our events mix technology, culture and sport: workshops and contests that sharpen what you learn in class, and celebrations that turn a batch into a family.';
