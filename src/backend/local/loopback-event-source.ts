import type { LoopbackCore } from '../rtdb/loopback/loopback-core.ts';
import { eventsAfter } from '../rtdb/loopback/stream-events.ts';
import { keysOf } from '../tree.ts';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

/** The node a stream's URL (`…/path.json?auth=…`) asks for, and its token. */
function requestOf(url: string): { path: string; token: string | null } {
  const parsed = new URL(url);
  const path = decodeURIComponent(parsed.pathname.replace(/\.json$/, ''));
  return { path: keysOf(path).join('/'), token: parsed.searchParams.get('auth') };
}

/**
 * An EventSource on local mode's database, as the REST API streams a node (server-sent events):
 * `open`, the node (`put` at "/"), then an event for each write that touches it, at once, as
 * local mode's watchers have always heard this tab's writes and other tabs'. A stream the rules
 * refuse fails as the REST API's does (an error, then closed), and the adapters fall back on
 * their polls.
 */
export function loopbackEventSource(database: () => Promise<LoopbackCore>): typeof EventSource {
  class LoopbackEventSource extends EventTarget {
    static readonly CONNECTING = CONNECTING;
    static readonly OPEN = OPEN;
    static readonly CLOSED = CLOSED;
    readonly url: string;
    readonly withCredentials = false;
    readyState = CONNECTING;
    #stop: (() => void) | null = null;

    constructor(url: string | URL) {
      super();
      this.url = String(url);
      void database().then((core) => this.#open(core));
    }

    #send(event: string, data: unknown): void {
      if (this.readyState === OPEN) {
        this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
      }
    }

    #open(core: LoopbackCore): void {
      if (this.readyState === CLOSED) return;
      const { path, token } = requestOf(this.url);
      if (!core.mayRead(path, token)) {
        this.readyState = CLOSED;
        this.dispatchEvent(new Event('error'));
        return;
      }
      this.readyState = OPEN;
      this.dispatchEvent(new Event('open'));
      this.#send('put', { path: '/', data: core.valueAt(path) });
      const at = keysOf(path);
      this.#stop = core.onWrite((write) => {
        for (const { event, data } of eventsAfter(at, write, core.valueAt)) this.#send(event, data);
      });
    }

    close(): void {
      this.readyState = CLOSED;
      this.#stop?.();
    }
  }
  // Only what the REST adapters use of an EventSource (listeners, readyState, close) is here.
  return LoopbackEventSource as unknown as typeof EventSource;
}
