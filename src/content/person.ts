/** Links to a person's (or a post's) profiles; a card shows only the ones given. */
export interface SocialProfiles {
  fb?: string;
  insta?: string;
  linkedin?: string;
}

/** Someone the site shows on a person card: a member or a developer. */
export interface Person extends SocialProfiles {
  name: string;
  designation: string;
  /** A site-relative photo; without one the card shows the person's initials. */
  image?: string;
}
