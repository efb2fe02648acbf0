/**
 * Profile links of an invented sample person: every one must be replaced with the real
 * person's links (docs/content.md).
 */
export const sampleProfiles = (handle: string, withInstagram = false) => ({
  fb: `https://www.facebook.com/sample.${handle}`,
  linkedin: `https://www.linkedin.com/in/sample-${handle}`,
  ...(withInstagram ? { insta: `https://www.instagram.com/sample.${handle}` } : {}),
});
