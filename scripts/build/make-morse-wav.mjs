// Writes public/cos/signal-morse.wav: the word SIGNAL in Morse, 600 Hz, 8 kHz 8-bit mono.
import { writeFileSync } from 'node:fs';

const MORSE = { S: '...', I: '..', G: '--.', N: '-.', A: '.-', L: '.-..' };
const RATE = 8000;
const UNIT = 0.09;
const samples = [];

function tone(units) {
  const count = Math.round(units * UNIT * RATE);
  for (let i = 0; i < count; i += 1) {
    const fade = Math.min(1, i / 80, (count - i) / 80);
    samples.push(128 + Math.round(90 * fade * Math.sin((2 * Math.PI * 600 * i) / RATE)));
  }
}

function silence(units) {
  for (let i = 0; i < Math.round(units * UNIT * RATE); i += 1) samples.push(128);
}

silence(3);
for (const letter of process.argv[2] ?? 'SIGNAL') {
  for (const mark of MORSE[letter]) {
    tone(mark === '.' ? 1 : 3);
    silence(1);
  }
  silence(2);
}
silence(3);

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + samples.length, 4);
header.write('WAVEfmt ', 8);
header.writeUInt32LE(16, 16);
header.writeUInt16LE(1, 20);
header.writeUInt16LE(1, 22);
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28);
header.writeUInt16LE(1, 32);
header.writeUInt16LE(8, 34);
header.write('data', 36);
header.writeUInt32LE(samples.length, 40);
writeFileSync(
  new URL('../../public/cos/signal-morse.wav', import.meta.url),
  Buffer.concat([header, Buffer.from(samples)]),
);
