/** What every game page says when its database does not answer, and when it answers again. */
export const REACH_MESSAGES = {
  unreachable: "Can't reach the game's server. This page keeps trying on its own.",
  back: "Connected to the game's server again.",
} as const;
