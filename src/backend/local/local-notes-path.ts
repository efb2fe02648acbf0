/**
 * Where local mode's "database" serves the sample notes: `npm start` and `npm run preview`
 * answer it from src/content/semester-notes.sample.json (scripts/build/local-notes.ts), so no notes
 * link is ever part of the build.
 */
export const LOCAL_NOTES_PATH = '/__local/semester-notes.json';
