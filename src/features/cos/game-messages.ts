/** The game's texts, exactly as the society's spec words them. */
export const MESSAGES = {
  notStarted: 'GAME HAS NOT STARTED YET',
  alreadyLoggedIn: 'You have already logged in!',
  wrong: 'Wrong answer',
  correct: 'Correct answer',
  congrats: 'Congrats! You have solved all the questions.',
  redirecting: 'Redirecting you to home page!',
  unload: 'Dude, are you sure you want to refresh?!',
  timeUp: 'Time is up! Answers are no longer accepted.',
  notSaved: 'Your progress is not saved yet. Retrying…',
  notSavedInTime: 'Time ran out before your last answer was saved, so it does not count.',
  saving: 'Saving your progress…',
  emptyTeamName: 'Enter your team name',
  startFailed: 'Could not reach the game. Check your connection and try again.',
  notScheduled: 'The organizers have not scheduled a game night yet.',
  nightOver: 'This game night is over',
  practice: 'Practice: not on the leaderboard',
} as const;
