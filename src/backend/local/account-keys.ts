/**
 * Where local mode keeps its accounts, by e-mail: written by local auth, read by the organizer
 * check too. A module of its own, so the game's chunk need not import local auth's.
 */
export const ACCOUNTS_KEY = 'ecs.auth.accounts';
