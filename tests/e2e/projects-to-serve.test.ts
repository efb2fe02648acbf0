import { describe, expect, it } from 'vitest';
import { serversFor } from './projects-to-serve.ts';

const BOTH = { build: true, dev: true };

describe('serversFor', () => {
  it.each([
    [[], BOTH],
    [['-g', 'sign up'], BOTH],
    [['tests/e2e/'], BOTH],
    [['tests/e2e/site-walk.spec.ts'], { build: true, dev: false }],
    [['site-walk.spec.ts:42', '-g', 'toast'], { build: true, dev: false }],
    [['tests/e2e/toasts.dev.spec.ts'], { build: false, dev: true }],
    [['toasts.dev.spec.ts:10:3'], { build: false, dev: true }],
    [['tests/e2e/toasts.dev.spec.ts', 'tests/e2e/cos.spec.ts'], BOTH],
    [['--project', 'dev-server'], { build: false, dev: true }],
    [['--project=build'], { build: true, dev: false }],
    [['--project=BUILD'], { build: true, dev: false }],
    [['--project=*'], BOTH],
    [['--project=build', 'tests/e2e/toasts.dev.spec.ts'], { build: false, dev: false }],
  ])('%j starts %j', (args, servers) => {
    expect(serversFor(['node', 'playwright', 'test', ...args])).toEqual(servers);
  });
});
