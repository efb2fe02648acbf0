import type { Point } from './points.ts';

/**
 * One case of the database rules: who sends what, to a database holding what, and whether it is
 * allowed. targaryen judges every case offline (rules/cases/targaryen.test.ts); the rehearsal
 * sends every case it can to the real database (lab/rehearse/case-runner.ts).
 */
export interface Case {
  point: Point;
  name: string;
  as: Actor | 'signed out';
  /** The database before the request, beyond the riddles' proofs and the organizer's grant. */
  given: Given[];
  request: Request;
  expect: 'allowed' | 'refused';
  /** Why the rehearsal cannot send it to the real database; it then counts it as skipped. */
  offline?: string;
  /** What some paths hold after the request (null: nothing), judged offline only. */
  after?: (world: World) => Record<string, unknown>;
}

/** The accounts a case may act as: the cast of the rehearsal, fixtures offline. */
export type Actor = 'owner' | 'rival' | 'stranger' | 'organizer' | 'newcomer' | 'twin';
/**
 * The actors whose accounts own a verified address, as their ID tokens say: the organizer alone,
 * as `npm run game:admin` grants only such an account.
 */
export const VERIFIED: readonly Actor[] = ['organizer'];
/** The teams a stage may hold: `team` owned by `owner`, `rival` by `rival`. */
export type Team = 'team' | 'rival';

/**
 * What a case's paths and values are made of: fixtures offline; live, the rehearsal's accounts,
 * its riddles' real proofs and the server's clock.
 */
export interface World {
  /** The server's time of the request, epoch ms; a stage's times are counted back from it. */
  now: number;
  uid: Record<Actor, string>;
  /** Each account's device code, as deviceCode gives it. */
  code: Record<Actor, string>;
  name: Record<Team, string>;
  key: Record<Team, string>;
  /** A team name of this run: offline the text itself, live `rehearsal {run} {text}`. */
  label(text: string): string;
  /** The proof of riddle `q`'s answer, of its accepted spelling (riddle 1 has one), of a wrong one. */
  right(q: number): string;
  accepted(q: number): string;
  wrong(q: number): string;
}

/** A value as the database holds it (JSON). */
export type Json =
  string | number | boolean | null | readonly Json[] | { readonly [key: string]: unknown };
/** A value, or how to make it from the world. */
export type Of<T> = T | ((world: World) => T);
/** Part of the database before the request: each path from the root, and its value (null: none). */
export type Given = (world: World) => Record<string, unknown>;

export type Request =
  | {
      method: 'GET';
      path: Of<string>;
      /**
       * The REST API's query (`orderBy`, `startAt`): the real database answers it only where
       * the rules index its child (`.indexOn`), and so does the loopback one; targaryen judges
       * the read alone.
       */
      query?: Of<Record<string, string>>;
    }
  | { method: 'PUT'; path: Of<string>; body: Of<Json> }
  | { method: 'PATCH'; path: Of<string>; body: Of<Record<string, unknown>> };

export function resolve<T>(value: Of<T>, world: World): T {
  return typeof value === 'function' ? (value as (world: World) => T)(world) : value;
}

/** The requests, as the site sends them over the REST API. */
export const get = (path: Of<string>, query?: Of<Record<string, string>>): Request => ({
  method: 'GET',
  path,
  ...(query === undefined ? {} : { query }),
});
export const put = (path: Of<string>, body: Of<Json>): Request => ({
  method: 'PUT',
  path,
  body,
});
/** A multi-path update at the root (or at `path`). */
export const patch = (body: Of<Record<string, unknown>>, path: Of<string> = ''): Request => ({
  method: 'PATCH',
  path,
  body,
});

type Row = Omit<Case, 'point' | 'as' | 'given'> & Partial<Pick<Case, 'as' | 'given'>>;
type More = Partial<Omit<Case, 'point' | 'name' | 'request' | 'expect'>>;

export const allowed = (name: string, request: Request, more: More = {}): Row => ({
  name,
  request,
  expect: 'allowed',
  ...more,
});
export const refused = (name: string, request: Request, more: More = {}): Row => ({
  name,
  request,
  expect: 'refused',
  ...more,
});

/** Rows of one point: each sent `as` the group's actor and given its stage, then the row's own. */
export function cases(
  point: Point,
  group: { as?: Case['as']; given?: Given[] },
  rows: Row[],
): Case[] {
  return rows.map(({ as, given = [], ...row }) => ({
    point,
    as: as ?? group.as ?? 'owner',
    given: [...(group.given ?? []), ...given],
    ...row,
  }));
}

/**
 * A case the rehearsal sends keeps its verdict when its request reaches the database this much
 * before or after the moment its stage was set for (the network's delay, the clock's error).
 */
export const LIVE_MARGIN_MS = 2000;
/** Why a case whose verdict so small a shift flips is judged offline only. */
export const EDGE = 'a millisecond edge: the network cannot time a request to it';
