import { render } from '@testing-library/react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { ToastContainer } from 'react-toastify';
import Typewriter from 'typewriter-effect/dist/core';
import { describe, expect, it } from 'vitest';
import { prerenderedPaths as pathsFromContent } from './content/prerendered-paths.ts';
import {
  headersFor,
  parseCsp,
  projectRoot,
  readHosting,
  rewriteFor,
  type HostingConfig,
} from './hosting-rules.ts';

const prerenderPaths = pathsFromContent();
/** Event pages' addresses are small letters by the content's schema (docs/content.md). */
const isEventPage = (path: string) => path.startsWith('/events/');

const hosting: HostingConfig = readHosting();
const csp = parseCsp(headersFor(hosting, '/')['content-security-policy'] ?? '');

const prerenderedPaths = [
  '/',
  '/members',
  '/events',
  '/about',
  '/Spectrum',
  '/notes/First',
  '/CoS',
];
const pagePaths = [
  ...prerenderedPaths,
  '/resourcehub',
  '/CoS/leaderboard',
  '/CoS/leaderboard/2026-12-05',
  '/CoS/leaderboard/projector',
  '/CoS/admin',
];
const otherPaths = ['/no-such-page', '/notes/Ninth', '/spa.html', '/404.html', '/favicon.svg'];
const assetPaths = ['/assets/index-9MlC2Qvv.js', '/assets/members-page-Bq1x2c3d.css'];

const staticPaths = ['/robots.txt', '/icons/icon-192.png', '/cos/signal-morse.wav'];

/** What every response needs: HTTPS only, no MIME sniffing, and the referrer a stylesheet's fetches send. */
const everyResponseHeaders = {
  'strict-transport-security': /^max-age=(\d{8,})(; includeSubDomains)?$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
};
/** What a browser reads only from a document it renders (a page, or an SVG opened on its own). */
const documentHeaders = {
  'content-security-policy': /default-src 'self'/,
  'permissions-policy': /camera=\(\), microphone=\(\), geolocation=\(\)/,
  'x-frame-options': /^DENY$/,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

const firebaseAdapterCode = sourceFiles(join(projectRoot, 'src/backend/firebase')).join('\n');
const sdkFile = (path: string) => readFileSync(join(projectRoot, 'node_modules', path), 'utf8');

/** The origins the built app calls, read from our Firebase adapters and the SDK modules they import. */
function requiredConnectOrigins(): string[] {
  const origins = new Set<string>();
  for (const [, host] of firebaseAdapterCode.matchAll(/https:\/\/([a-z0-9.*-]+)/g)) {
    origins.add(`https://${host}`);
  }
  if (/from 'firebase\/auth'/.test(firebaseAdapterCode)) {
    const auth = sdkFile('firebase/node_modules/@firebase/auth/dist/esm/index.js');
    const chunk = /from '\.\/(index-[\w-]+\.js)'/.exec(auth)?.[1] ?? 'index.js';
    const code = sdkFile(`firebase/node_modules/@firebase/auth/dist/esm/${chunk}`);
    for (const host of ['identitytoolkit.googleapis.com', 'securetoken.googleapis.com']) {
      expect(code, `the Auth SDK calls ${host}`).toContain(host);
      origins.add(`https://${host}`);
    }
  }
  if (/from 'firebase\/firestore(\/lite)?'/.test(firebaseAdapterCode)) {
    const firestore = readdirSync(join(projectRoot, 'node_modules/@firebase/firestore/dist'))
      .filter((name) => name.endsWith('.esm.js'))
      .map((name) => sdkFile(`@firebase/firestore/dist/${name}`))
      .join('\n');
    expect(firestore).toContain('firestore.googleapis.com');
    origins.add('https://firestore.googleapis.com');
  }
  if (/databaseURL/.test(firebaseAdapterCode)) {
    // databaseURL is https://<db>.<region>.firebasedatabase.app or https://<db>.firebaseio.com.
    origins.add('https://*.firebasedatabase.app');
    origins.add('https://*.firebaseio.com');
  }
  if (/from 'firebase\/database'/.test(firebaseAdapterCode)) {
    origins.add('wss://*.firebasedatabase.app');
    origins.add('wss://*.firebaseio.com');
  }
  return [...origins].sort();
}

/** The stylesheets react-toastify and typewriter-effect insert as <style> elements. */
async function injectedStylesheets(): Promise<string[]> {
  render(createElement(ToastContainer));
  new Typewriter(document.createElement('span'), { strings: ['ECS'], autoStart: true });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return Array.from(document.head.querySelectorAll('style'), (style) => style.textContent ?? '');
}

describe('firebase.json hosting', () => {
  it('serves dist with clean URLs and no trailing slash', () => {
    expect(hosting.public).toBe('dist');
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
  });

  it('sends only the client-only routes, in any case, to the app shell', () => {
    for (const path of [
      '/resourcehub',
      '/ResourceHub',
      '/COS/Leaderboard',
      '/cos/leaderboard/',
      '/CoS/admin',
      '/CoS/leaderboard/2026-12-05',
      '/CoS/leaderboard/projector',
      '/cos/leaderboard/Projector',
      '/cos/leaderboard/not-a-date/',
    ]) {
      expect(rewriteFor(hosting, path), path).toBe('/spa.html');
    }
    for (const path of [
      ...otherPaths,
      '/CoS/other',
      '/CoS/leaderboard/2026-12-05/more',
      '/CoS/leaderboard/projector/more',
      '/xcos',
      '/cosy',
      '/about-us',
      '/xabout',
    ]) {
      expect(rewriteFor(hosting, path), path).toBeNull();
    }
  });

  // Hosting matches files case-sensitively, the app's router does not: /spectrum must not 404.
  it('serves every pre-rendered page in any letter case as its own HTML', () => {
    for (const path of prerenderPaths.filter((page) => page !== '/' && !isEventPage(page))) {
      const own = `${path}.html`;
      for (const variant of [path.toLowerCase(), path.toUpperCase()]) {
        expect(rewriteFor(hosting, variant), variant).toBe(own);
      }
      // The exact path is a file, which Hosting serves before it looks at any rewrite.
      expect([null, own]).toContain(rewriteFor(hosting, path));
    }
  });

  it("serves each event's page at its address, as the file Hosting finds first", () => {
    const events = prerenderPaths.filter(isEventPage);
    expect(events.length).toBeGreaterThan(0);
    for (const path of events) {
      expect(path).toBe(path.toLowerCase());
      expect(rewriteFor(hosting, path), path).toBeNull();
    }
  });

  it('puts the transport and content-type headers on every response', () => {
    for (const path of [...pagePaths, ...otherPaths, ...assetPaths, ...staticPaths]) {
      const headers = headersFor(hosting, path);
      for (const [name, value] of Object.entries(everyResponseHeaders)) {
        expect(headers[name], `${name} on ${path}`).toMatch(value);
      }
    }
  });

  it('puts the document-only headers on every page, app shell, 404 and SVG, not on scripts or stylesheets', () => {
    for (const path of [...pagePaths, ...otherPaths, '/images/brand/ecs-logo.svg']) {
      const headers = headersFor(hosting, path);
      for (const [name, value] of Object.entries(documentHeaders)) {
        expect(headers[name], `${name} on ${path}`).toMatch(value);
      }
    }
    // Where they do nothing, they cost every script its bytes on the wire (docs/deploying.md).
    for (const path of assetPaths) {
      const headers = headersFor(hosting, path);
      for (const name of Object.keys(documentHeaders)) {
        expect(headers[name], `${name} on ${path}`).toBeUndefined();
      }
    }
  });

  it('caches hashed assets for a year and revalidates every page', () => {
    for (const path of assetPaths) {
      expect(headersFor(hosting, path)['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    for (const path of [...pagePaths, '/no-such-page', '/spa.html', '/404.html']) {
      expect(headersFor(hosting, path)['cache-control'], path).toBe('no-cache');
    }
  });
});

describe('Content-Security-Policy', () => {
  it('locks down scripts, plugins, framing, base and forms', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('media-src')).toEqual(["'self'"]);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows nothing broad: no wildcard, no eval, no inline, no plain http', () => {
    for (const [directive, sources] of csp) {
      for (const source of sources) {
        if (directive === 'style-src' && source === "'unsafe-hashes'") continue;
        expect(source, directive).not.toMatch(/^(\*|https?:|wss?:|'unsafe-[a-z-]+'|http:\/\/.*)$/);
      }
    }
  });

  it('connects to exactly the Firebase endpoints the app calls', () => {
    expect(firebaseAdapterCode).not.toMatch(
      /browserPopupRedirectResolver|signInWith(Popup|Redirect)|RecaptchaVerifier|getAuth\(/,
    );
    const allowed = (csp.get('connect-src') ?? []).filter((source) => source !== "'self'");
    expect(csp.get('connect-src')?.[0]).toBe("'self'");
    expect([...allowed].sort()).toEqual(requiredConnectOrigins());
  });

  it('allows exactly the stylesheets the toast and typewriter libraries inject', async () => {
    const hashes = (await injectedStylesheets()).map(
      (css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    );
    expect(hashes).toHaveLength(2);
    const [self, ...rest] = csp.get('style-src') ?? [];
    expect(self).toBe("'self'");
    expect(rest).toEqual(expect.arrayContaining(hashes));
    // Beyond them only hashes of pre-rendered style="" attributes (the browser journey checks which).
    for (const source of rest)
      expect(source).toMatch(/^('unsafe-hashes'|'sha256-[A-Za-z0-9+/]+=*')$/);
  });
});
