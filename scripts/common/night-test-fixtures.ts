/** The night the night-script tests schedule (18:00 to 20:00 in India), and the next day's. */
export const opensAt = Date.parse('2026-12-05T12:30:00Z');
export const night = { opensAt, closesAt: opensAt + 7_200_000 };
export const later = { opensAt: opensAt + 86_400_000, closesAt: opensAt + 93_600_000 };
/** Two riddles as questions:upload prepares them: documents, proofs and accepted spellings. */
export const uploads = [
  { qNo: '1', document: { qNo: '1', question: 'I resist.' }, proof: 'p1', alternatives: ['a1'] },
  {
    qNo: '2',
    document: { qNo: '2', question: 'Hear me.', audio: '/a.mp3' },
    proof: 'p2',
    alternatives: [],
  },
];
