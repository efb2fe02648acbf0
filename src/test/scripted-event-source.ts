/** A stand-in EventSource a test drives by hand, as the database's stream would. */
export class ScriptedEventSource extends EventTarget {
  static latest: ScriptedEventSource | null = null;
  readyState = 1;
  closed = false;

  constructor(readonly url: string) {
    super();
    ScriptedEventSource.latest = this;
  }

  send(type: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** The connection lost: 0, the browser opens it again; 2, closed for good. */
  fail(readyState: 0 | 2): void {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
}

export const scriptedEventSource = ScriptedEventSource as unknown as typeof EventSource;
