/** Pictures from past events for the gallery on the events page (generated artwork until real photos are added). */
export interface GalleryPicture {
  id: string;
  /** Site-relative image under public/images/gallery/. */
  image: string;
  alt: string;
  caption: string;
}

export const gallery: readonly GalleryPicture[] = [
  {
    id: 'orientation-hall',
    image: '/images/gallery/orientation-hall.svg',
    alt: 'Illustration of a microphone over a waveform, for the orientation talks',
    caption: 'Orientation: seniors talk the new batch through the department',
  },
  {
    id: 'spectrum-workshop',
    image: '/images/gallery/spectrum-workshop.svg',
    alt: 'Illustration of a microchip over a square wave, for the Spectrum workshop',
    caption: 'Spectrum: the embedded systems workshop',
  },
  {
    id: 'dehleez-night',
    image: '/images/gallery/dehleez-night.svg',
    alt: 'Illustration of a glowing lamp over a sine wave, for the Dehleez farewell',
    caption: 'Dehleez: lamps lit for the graduating batch',
  },
  {
    id: 'freshers-stage',
    image: '/images/gallery/freshers-stage.svg',
    alt: 'Illustration of a star over a triangle wave, for the Freshers night',
    caption: 'Freshers: the first-years take the stage',
  },
  {
    id: 'spectare-lens',
    image: '/images/gallery/spectare-lens.svg',
    alt: 'Illustration of a camera over a sawtooth wave, for Spectare',
    caption: 'Spectare: the photography walk across campus',
  },
  {
    id: 'radio-lab',
    image: '/images/gallery/radio-lab.svg',
    alt: 'Illustration of a radio antenna sending waves, for the ham radio session',
    caption: 'Lab day: building a working FM receiver',
  },
];
