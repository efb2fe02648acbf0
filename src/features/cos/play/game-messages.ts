/** The game's texts, word for word as players see them (the tests quote them). */
export const MESSAGES = {
  notStarted: 'GAME HAS NOT STARTED YET',
  alreadyLoggedIn: 'You have already logged in!',
  teamGone: 'This team is no longer played on this device. If that is a mistake, ask an organizer.',
  wrong: 'Wrong answer',
  correct: 'Correct answer',
  congrats: 'Congrats! You have solved all the questions.',
  redirecting: 'Redirecting you to home page!',
  tapToStay: 'Tap or press a key to stay.',
  finalRank: (place: number, of: number) => `Your team is ranked ${place} of ${of} tonight.`,
  leave: 'Leave the game? Your team can resume later on this device.',
  timeUp: 'Time is up! Answers are no longer accepted.',
  disqualified: 'This team is disqualified. Answers are no longer accepted.',
  notSaved: 'Your progress is not saved yet. Retrying…',
  notSavedInTime: 'Time ran out before your last answer was saved, so it does not count.',
  emptyTeamName: 'Enter your team name',
  teamNameHint: '1 to 40 characters: English letters, digits, spaces and keyboard symbols.',
  teamNameCharacters: 'Use only English letters, digits, spaces and keyboard symbols.',
  startFailed: 'Could not reach the game. Check your connection and try again.',
  signUpRefused:
    'Too many players have joined the game from this network in the last hour, so Firebase ' +
    'would not give this device a new game account. Log in with your ECE account instead: it ' +
    'needs no new account. Or ask an organizer to raise the limit, then try again. Nothing is lost.',
  spellingAccepted: (text: string) =>
    `The organizers now accept “${text}”, which you entered, for this riddle. Enter it again to move on.`,
  riddleRetrying: 'The riddle could not be loaded. Trying again…',
  notScheduled: 'The organizers have not scheduled a game night yet.',
  nightOver: 'This game night is over',
  practice: 'Practice: not on the leaderboard',
  erratumTold: 'The organizers have corrected this riddle: read the correction above.',
  organizer: 'You are an organizer: organizers run the night and cannot play it.',
  evicted:
    "The organizers removed this device from tonight's game. If that is a mistake, ask an organizer.",
} as const;
