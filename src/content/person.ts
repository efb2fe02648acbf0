/** Links to a person's (or a post's) profiles; a card shows only the ones given. */
export interface SocialProfiles {
  fb?: string;
  insta?: string;
  linkedin?: string;
}

/**
 * Someone the site shows: a member, a developer or the author of a message. Each person is one
 * file of content/people/, and every page that shows them reads it (docs/content.md).
 */
export interface Person extends SocialProfiles {
  name: string;
  /** Their post in the society or the department: President, Technical Head, HOD ... */
  designation: string;
  /** A site-relative photo; without one the card shows the person's initials. */
  image?: string;
}
