import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sample from '../../src/content/semester-notes.sample.json';
import { toSemesterNotes } from '../../src/content/semester-notes.ts';
import { deadLinks, linkProblem, linksOf, type CheckOptions } from './check-links.ts';

/** A local server whose paths say how they answer; `/busy-once` is busy only the first time. */
let server: Server;
let origin = '';
const asked: string[] = [];
let busyOnce = true;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const path = request.url ?? '';
    if (path === '/hang') return;
    if (path === '/moved') {
      response.writeHead(302, { Location: '/ok' }).end();
    } else if (path === '/no-head' && request.method === 'HEAD') {
      response.writeHead(405).end();
    } else if (path === '/busy-once' && busyOnce) {
      busyOnce = false;
      response.writeHead(503).end();
    } else {
      const status = { '/missing': 404, '/gone': 410, '/private': 403, '/broken': 500 }[path];
      response.writeHead(status ?? 200, { 'Content-Type': 'text/plain' }).end('a file');
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

const options: CheckOptions = {
  fetch: (url, init) => fetch(url, init),
  timeoutMs: 300,
  wait: async () => undefined,
};

describe('linkProblem, against a local server', () => {
  it.each([
    ['/ok', null],
    ['/moved', null],
    ['/no-head', null],
    ['/busy-once', null],
    ['/missing', 'not found (404)'],
    ['/gone', 'gone (410)'],
    ['/private', 'refused (403)'],
    ['/broken', 'answered 500'],
    ['/hang', 'no answer within 0.3 s'],
  ])('judges %s: %s', async (path, problem) => {
    expect(await linkProblem(`${origin}${path}`, options)).toBe(problem);
  });

  it('asks with HEAD, and with GET only where HEAD is refused; a busy server twice', async () => {
    asked.length = 0;
    await linkProblem(`${origin}/ok`, options);
    await linkProblem(`${origin}/no-head`, options);
    await linkProblem(`${origin}/broken`, options);
    expect(asked).toEqual([
      'HEAD /ok',
      'HEAD /no-head',
      'GET /no-head',
      'HEAD /broken',
      'GET /broken',
      'HEAD /broken',
      'GET /broken',
    ]);
  });

  it('says a closed port could not be connected to', async () => {
    const closed = createServer();
    await new Promise<void>((listening) => closed.listen(0, '127.0.0.1', listening));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    expect(await linkProblem(`http://127.0.0.1:${port}/x`, options)).toBe('could not connect');
  });

  it("says a Drive file that is not shared by link asks to sign in (Drive's redirect)", async () => {
    const signIn = new Response('sign in', { status: 200 });
    Object.defineProperty(signIn, 'url', { value: 'https://accounts.google.com/ServiceLogin' });
    const problem = await linkProblem('https://drive.google.com/file/d/x/view', {
      ...options,
      fetch: async () => signIn,
    });
    expect(problem).toBe('asks to sign in to Google');
  });
});

describe('deadLinks', () => {
  it('lists the dead links, in order, with where they are', async () => {
    const links = ['/ok', '/missing', '/moved', '/gone', '/no-head'].map((path) => ({
      where: `at ${path}`,
      sem: 'First',
      link: `${origin}${path}`,
    }));
    const dead = await deadLinks(links, { ...options, concurrency: 2 });
    expect(dead.map(({ where, reason }) => `${where}: ${reason}`)).toEqual([
      'at /missing: not found (404)',
      'at /gone: gone (410)',
    ]);
  });
});

describe('linksOf', () => {
  const notes = toSemesterNotes(sample) ?? [];

  it('takes every course structure, folder and item, each said where it is without its link', () => {
    const links = linksOf(notes);
    const every = JSON.stringify(sample).match(/https:[^"]+/g) ?? [];
    expect(links.map(({ link }) => link).sort()).toEqual(every.sort());
    for (const { where } of links) expect(where).not.toMatch(/https?:/);
    expect(links.map(({ where }) => where)).toContain(
      "Fifth semester, Digital Signal Processing, Previous year's paper: End-semester paper (2024)",
    );
    expect(links).toContainEqual(
      expect.objectContaining({
        where: 'Fifth semester, Digital Signal Processing, folder',
        subjectId: 'digital-signal-processing',
      }),
    );
  });
});
