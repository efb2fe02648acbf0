import type { FetchLike } from '../../src/backend/rtdb/rtdb-rest.ts';
import { answeredAt } from './night-clock.ts';

/** How long a browser waits before it opens a dropped stream again (Chromium: 3 s). */
const RECONNECT_MS = 3000;
const [CONNECTING, OPEN, CLOSED] = [0, 1, 2];

/** Each `event:`/`data:` block of a server-sent event stream, as `[type, data]`. */
export function parseEvents(text: string): { events: [string, string][]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.map((block): [string, string] => {
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) type = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    return [type, data.join('\n')];
  });
  return { events, rest };
}

/**
 * A browser's EventSource (Node 20 has none), as far as the site's board uses it, over
 * `fetchImpl` (a device's, which labels its requests): it opens the stream, hands each event to
 * its listeners, opens it again RECONNECT_MS after it drops, and, as the HTML standard says,
 * fails for good (CLOSED, then `error`) when the answer is not a stream, such as a refusal.
 */
export function eventSourceOver(fetchImpl: FetchLike): typeof EventSource {
  class DeviceEventSource extends EventTarget {
    readyState = CONNECTING;
    private readonly stop = new AbortController();

    constructor(readonly url: string) {
      super();
      void this.run();
    }

    close(): void {
      this.readyState = CLOSED;
      this.stop.abort();
    }

    private async run(): Promise<void> {
      while (this.readyState !== CLOSED) {
        await this.listen().catch(() => undefined);
        if (this.readyState === CLOSED) return;
        this.readyState = CONNECTING;
        this.dispatchEvent(new Event('error'));
        await new Promise((wake) => setTimeout(wake, RECONNECT_MS));
      }
    }

    private async listen(): Promise<void> {
      const response = await fetchImpl(this.url, {
        headers: { Accept: 'text/event-stream' },
        signal: this.stop.signal,
      });
      if (!response.ok || !response.headers.get('content-type')?.includes('text/event-stream')) {
        this.readyState = CLOSED;
        this.dispatchEvent(new Event('error'));
        return;
      }
      this.readyState = OPEN;
      this.dispatchEvent(new Event('open'));
      let buffered = '';
      const decoder = new TextDecoder();
      const reader = response.body?.getReader();
      for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
        const { events, rest } = parseEvents(
          buffered + decoder.decode(read.value, { stream: true }),
        );
        buffered = rest;
        // What an event sets off goes from when it came, not from when the stream opened.
        answeredAt(performance.now());
        for (const [type, data] of events) this.dispatchEvent(new MessageEvent(type, { data }));
      }
    }
  }
  // The site reads readyState, close() and the events; nothing else of the DOM's class.
  return DeviceEventSource as unknown as typeof EventSource;
}
