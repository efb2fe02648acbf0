import { readFile } from 'node:fs/promises';
import type { Connect, Plugin } from 'vite';
import { LOCAL_NOTES_PATH } from '../../src/backend/local/local-notes-path.ts';
// The notes local mode shows: the sample file, never part of the build (docs/content.md).
import { SAMPLE_NOTES_FILE } from './check-notes-links.mjs';

/** Answers LOCAL_NOTES_PATH with `file`, read at each request; any other path goes on. */
export function localNotesMiddleware(file: string): Connect.NextHandleFunction {
  return (request, response, next) => {
    if ((request.url ?? '').split('?')[0] !== LOCAL_NOTES_PATH) return next();
    readFile(file).then((notes) => {
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('Cache-Control', 'no-store');
      response.end(notes);
    }, next);
  };
}

/**
 * Local mode's "database" for the notes: `npm start` and `npm run preview` (and the journeys
 * and Lighthouse, which run on them) serve the sample notes at LOCAL_NOTES_PATH, as Firestore
 * serves the real ones to a verified member, so the built site holds no notes link.
 */
export function localNotes(file = SAMPLE_NOTES_FILE): Plugin {
  return {
    name: 'ecs-local-notes',
    configureServer(server) {
      server.middlewares.use(localNotesMiddleware(file));
    },
    configurePreviewServer(server) {
      server.middlewares.use(localNotesMiddleware(file));
    },
  };
}
