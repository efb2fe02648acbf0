import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads firebase.json's hosting block and answers what Firebase Hosting does
 * with a request path: which rewrite applies and which headers it sends. The
 * firebase.json test and the CSP browser journey both ask this module.
 */
export interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

export interface RewriteRule {
  source?: string;
  regex?: string;
  destination: string;
}

export interface HostingConfig {
  public: string;
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  rewrites?: RewriteRule[];
  headers?: HeaderRule[];
}

export const projectRoot = join(import.meta.dirname, '../..');

export function readHosting(): HostingConfig {
  const json = JSON.parse(readFileSync(join(projectRoot, 'firebase.json'), 'utf8')) as {
    hosting?: HostingConfig;
  };
  if (!json.hosting) throw new Error('firebase.json has no hosting block');
  return json.hosting;
}

/** Hosting globs as used here: `**` spans folders, `*` stays inside one. */
export function globToRegExp(glob: string): RegExp {
  const anchored = glob.startsWith('/') ? glob : `/${glob}`;
  const body = anchored
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${body}$`);
}

/** RE2 accepts a leading `(?i)`; JavaScript wants the `i` flag instead. */
export function re2ToRegExp(pattern: string): RegExp {
  const caseless = pattern.startsWith('(?i)');
  return new RegExp(caseless ? pattern.slice(4) : pattern, caseless ? 'i' : '');
}

function matches(rule: { source?: string; regex?: string }, path: string): boolean {
  if (rule.regex !== undefined) return re2ToRegExp(rule.regex).test(path);
  if (rule.source !== undefined) return globToRegExp(rule.source).test(path);
  return false;
}

/** Every matching rule adds its headers; a later rule overrides an earlier one's key. */
export function headersFor(hosting: HostingConfig, path: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of hosting.headers ?? []) {
    if (!matches(rule, path)) continue;
    for (const { key, value } of rule.headers) result[key.toLowerCase()] = value;
  }
  return result;
}

/** The first matching rewrite's destination, or null (Hosting then serves 404.html with 404). */
export function rewriteFor(hosting: HostingConfig, path: string): string | null {
  return hosting.rewrites?.find((rule) => matches(rule, path))?.destination ?? null;
}

/** Content-Security-Policy as directive name -> source list. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}
