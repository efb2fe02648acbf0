/** Answers and their proofs, computed independently with Python's hashlib.sha256. */
export const vectors = [
  {
    qNo: '1',
    answer: 'ohm',
    proof: 'e5ea329ae7b2c03ace599bca03a5cd586bc74fe2f6cf9241e04e304882fd1b68',
  },
  {
    qNo: '7',
    answer: 'Wheatstone  Bridge',
    proof: '01071e1c64f469e4cf3ffc0e716f6348b0bba32fba4d7ea12d6d47f59777f6c2',
  },
  {
    qNo: '21',
    answer: '  Fast Fourier\tTransform ',
    proof: '3de08d1f76981ea9b1c63d5a2a5cff821694f1bf7856aaf23bff9d0b462966fb',
  },
];
