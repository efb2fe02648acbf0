/**
 * Notable alumni shown on the home page.
 * Sample content: the names, companies and IDs are invented and the portraits
 * are generated initials artwork. Replace them with real alumni who agreed to be listed.
 */
export interface Alumnus {
  sl: number;
  name: string;
  designation: string;
  company: string;
  /** Scholar ID at NIT Silchar. */
  id: string;
  /** Graduating batch. */
  year: string;
  /** Site-relative portrait under public/images/alumni/. */
  image: string;
}

export const alumni: readonly Alumnus[] = [
  {
    sl: 1,
    name: 'Kabir Malhotra',
    designation: 'Senior Hardware Engineer',
    company: 'Lumen Silicon',
    id: '1614012',
    year: '2020',
    image: '/images/alumni/kabir-malhotra.svg',
  },
  {
    sl: 2,
    name: 'Sneha Purkayastha',
    designation: 'RF Design Engineer',
    company: 'Aster RF Systems',
    id: '1514047',
    year: '2019',
    image: '/images/alumni/sneha-purkayastha.svg',
  },
  {
    sl: 3,
    name: 'Vikram Rao',
    designation: 'Network Architect',
    company: 'Northwind Networks',
    id: '1414033',
    year: '2018',
    image: '/images/alumni/vikram-rao.svg',
  },
  {
    sl: 4,
    name: 'Priyanka Das',
    designation: 'Embedded Software Lead',
    company: 'Quanta Embedded',
    id: '1714058',
    year: '2021',
    image: '/images/alumni/priyanka-das.svg',
  },
  {
    sl: 5,
    name: 'Aditya Bhuyan',
    designation: 'Satellite Payload Engineer',
    company: 'Orbit Space Labs',
    id: '1314021',
    year: '2017',
    image: '/images/alumni/aditya-bhuyan.svg',
  },
  {
    sl: 6,
    name: 'Nandini Roy',
    designation: 'Research Scientist, Signal Processing',
    company: 'Helix Telecom Research',
    id: '1814009',
    year: '2022',
    image: '/images/alumni/nandini-roy.svg',
  },
];
