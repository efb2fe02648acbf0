import { STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { TLS_HANDSHAKE_BYTES, TLS_RECORD_BYTES } from '../../scripts/game-capacity/plans.ts';

/**
 * The header an emulated device puts on its requests (`team/17`, `spectator/3`): the loopback
 * database counts each role's traffic apart, and its network (round trip, faults) applies to
 * these requests only, never to the service account's.
 */
export const DEVICE_HEADER = 'x-emulated-device';
/**
 * Set on a device's requests while its page opens (a phone from /CoS to its intro, and from NEXT
 * to its first riddle; a board until it first shows the teams): their bytes are also counted
 * apart, as the role's opening. A stream's opening is its headers and first event.
 */
export const OPENING_HEADER = 'x-emulated-opening';
/**
 * When the device sent the request (epoch ms, fractional: `performance.timeOrigin +
 * performance.now()`): its round trip starts then, not when the database's busy thread gets to
 * it, so that a pause of that thread does not bunch requests up into a false peak.
 */
export const SENT_AT_HEADER = 'x-emulated-sent-at';
/**
 * When the answer was meant to reach the device (epoch ms, as SENT_AT_HEADER): its send time and
 * round trip (and stall). The device goes on from then, not from when its busy thread read the
 * answer: else answers read late together would send what follows them together.
 */
export const ANSWERED_AT_HEADER = 'x-emulated-answered-at';

/** What the emulated devices' network does to each of their requests. */
export interface DeviceNetwork {
  /** A phone's round trip, drawn for each request, which holds its connection that long (ms, real). */
  roundTripMs: () => number;
  /** Fractions of requests: lost before the database sees them, answers lost after the write, answers late. */
  dropRequest: number;
  dropAnswer: number;
  stall: number;
  /** How late a stalled answer is (ms, real). */
  stallMs: number;
  random: () => number;
}

/** One role's traffic: its requests (streams included), what the connection cap refused, bytes sent to it. */
export interface RoleTraffic {
  requests: number;
  refused: number;
  /** Answers, headers and estimated TLS included, refusals too: what the database bills as downloaded. */
  downloadBytes: number;
  /** New TLS connections the role's devices opened (see TLS_HANDSHAKE_BYTES). */
  handshakes: number;
  /** The most connections the role held at once. */
  peakConnections: number;
  /** Connection time held by the role's requests and streams, added up (ms, real). */
  connectionMs: number;
  /** Of `requests` and `downloadBytes`, those of the role's openings (OPENING_HEADER). */
  openingRequests: number;
  openingBytes: number;
  droppedRequests: number;
  droppedAnswers: number;
  stalled: number;
}

export interface Traffic {
  /** The most connections (open requests and streams) held at once, by every role together. */
  peakConnections: number;
  roles: Record<string, RoleTraffic>;
}

/** A TLS record's most payload; its overhead and the handshake's are Firebase's (plans.ts). */
const TLS_RECORD_PAYLOAD = 16_384;
/** An idle device's connection is kept this long (server clock), then a request opens a new one. */
export const KEEP_ALIVE_MS = 60_000;

/** The headers Node adds to every answer: `Date`, `Connection`, `Keep-Alive`, each with its CRLF. */
const NODE_HEADER_BYTES =
  'Date: Thu, 01 Jan 2026 00:00:00 GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n'
    .length;

/** The bytes of an answer's status line and headers as Node writes them, blank line included. */
export function headerBytes(status: number, headers: OutgoingHttpHeaders): number {
  const fields = Object.entries(headers).reduce(
    (sum, [name, value]) => sum + name.length + 2 + String(value).length + 2,
    0,
  );
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n`.length + fields + NODE_HEADER_BYTES + 2;
}

/** `bytes` sent in one TLS flight: the payload and its records' overhead. */
export const overTls = (bytes: number) =>
  bytes + Math.max(1, Math.ceil(bytes / TLS_RECORD_PAYLOAD)) * TLS_RECORD_BYTES;

/** A role's traffic before its first request. */
export const emptyRole = (): RoleTraffic => ({
  requests: 0,
  refused: 0,
  downloadBytes: 0,
  handshakes: 0,
  peakConnections: 0,
  connectionMs: 0,
  openingRequests: 0,
  openingBytes: 0,
  droppedRequests: 0,
  droppedAnswers: 0,
  stalled: 0,
});

/** What becomes of one request: served, refused at the cap, or lost on the way there or back. */
export type Fate = 'served' | 'refused' | 'drop-request' | 'drop-answer' | 'stall';

/** A request (or stream) admitted past the cap: it holds a connection until `leave`. */
export interface Ticket {
  fate: Fate;
  /** When the answer is meant to reach the device: sent, then the round trip (performance.now()). */
  answerAt: number;
  /** Bytes the database sends on this connection (headers and body, before TLS). */
  sent(bytes: number): void;
  /** Resolves once the answer may go: the round trip, and the stall if any, after arrival. */
  held(): Promise<void>;
  /** A stream's opening is sent: its later events are no longer the opening's. */
  opened(): void;
  leave(): void;
}

/** A connection held: a request or stream of `role`, from `from` until `until` (performance.now()). */
interface Occupant {
  role: string;
  from: number;
  until: number;
}

/** Connections that ended this long ago (ms, real) are forgotten: no request is that late. */
const FORGET_AFTER_MS = 5000;

/** When `request` was sent, on this thread's performance.now(); now if it does not say. */
function sentAt(request: IncomingMessage): number {
  const now = performance.now();
  const said = Number(request.headers[SENT_AT_HEADER]) - performance.timeOrigin;
  return Number.isFinite(said) ? Math.min(now, said) : now;
}

/**
 * The loopback database's switchboard: at most `maxConnections` requests and streams at once
 * (more are refused, as Spark refuses the 101st), the device network's round trip and faults,
 * and every role's counts. A device's request holds its connection for the network's round trip
 * (and stall) from when it was sent (SENT_AT_HEADER): the loopback's own time to answer, slower
 * than the real database's, is not counted. Streams, and the service account's requests, hold theirs until they end. `clock` is
 * the database's, for the devices' idle connections.
 */
export class Switchboard {
  private occupants: Occupant[] = [];
  private traffic: Traffic = { peakConnections: 0, roles: {} };
  /** Per device, when each of its idle connections went idle (server clock). */
  private readonly idle = new Map<string, number[]>();
  network: DeviceNetwork | null = null;

  constructor(
    private readonly maxConnections: number,
    private readonly clock: () => number,
  ) {}

  private role(name: string): RoleTraffic {
    this.traffic.roles[name] ??= emptyRole();
    return this.traffic.roles[name];
  }

  /** Takes a connection for `request`, or says why it gets none. */
  arrive(request: IncomingMessage, stream: boolean): Ticket {
    const device = request.headers[DEVICE_HEADER];
    const label = typeof device === 'string' ? device : 'unlabelled/';
    const roleName = label.slice(0, label.indexOf('/'));
    const role = this.role(roleName);
    role.requests += 1;
    const network = typeof device === 'string' ? this.network : null;
    const fate = this.fateOf(network);
    const arrived = sentAt(request);
    const nothing = (): void => undefined;
    if (fate === 'drop-request') {
      role.droppedRequests += 1;
      const none = { sent: nothing, opened: nothing, leave: nothing };
      return { fate, answerAt: arrived, ...none, held: async () => undefined };
    }
    const handshake = this.connect(label, stream);
    if (handshake) role.handshakes += 1;
    let bytes = handshake ? TLS_HANDSHAKE_BYTES : 0;
    let opening = request.headers[OPENING_HEADER] !== undefined;
    if (opening) role.openingRequests += 1;
    let openingBytes = opening ? bytes : 0;
    const sent = (answer: number) => {
      bytes += overTls(answer);
      if (opening) openingBytes += overTls(answer);
    };
    const opened = () => {
      opening = false;
    };
    // At the end, into the counts of then: a stream may outlast a `take`.
    const count = (heldMs: number) => {
      const now = this.role(roleName);
      now.downloadBytes += bytes;
      now.openingBytes += openingBytes;
      now.connectionMs += heldMs;
    };
    const forget = performance.now() - FORGET_AFTER_MS;
    this.occupants = this.occupants.filter(({ until }) => until > forget);
    const held = this.occupants.filter(({ from, until }) => from <= arrived && until > arrived);
    if (held.length >= this.maxConnections) {
      role.refused += 1;
      const leave = () => {
        count(0);
        this.release(label, stream);
      };
      const answerAt = arrived + (network?.roundTripMs() ?? 0);
      return { fate: 'refused', answerAt, sent, opened, held: async () => undefined, leave };
    }
    if (fate === 'drop-answer') role.droppedAnswers += 1;
    if (fate === 'stall') role.stalled += 1;
    const holdMs = (network?.roundTripMs() ?? 0) + (fate === 'stall' ? (network?.stallMs ?? 0) : 0);
    const until = network && !stream ? arrived + holdMs : Infinity;
    const occupant = { role: roleName, from: arrived, until };
    this.occupants.push(occupant);
    held.push(occupant);
    const mine = held.filter((other) => other.role === roleName).length;
    role.peakConnections = Math.max(role.peakConnections, mine);
    this.traffic.peakConnections = Math.max(this.traffic.peakConnections, held.length);
    let left = false;
    return {
      fate,
      answerAt: arrived + holdMs,
      sent,
      opened,
      held: () =>
        new Promise((done) => setTimeout(done, Math.max(0, arrived + holdMs - performance.now()))),
      leave: () => {
        if (left) return;
        left = true;
        occupant.until = Math.min(occupant.until, performance.now());
        count(occupant.until - arrived);
        this.release(label, stream);
      },
    };
  }

  private fateOf(network: DeviceNetwork | null): Fate {
    if (!network) return 'served';
    const draw = network.random();
    if (draw < network.dropRequest) return 'drop-request';
    if (draw < network.dropRequest + network.dropAnswer) return 'drop-answer';
    if (draw < network.dropRequest + network.dropAnswer + network.stall) return 'stall';
    return 'served';
  }

  /**
   * Whether the device opens a new TLS connection: a stream always does; a request reuses one
   * of the device's connections idle for less than KEEP_ALIVE_MS. Unlabelled requests (the
   * service account's) are not modelled.
   */
  private connect(label: string, stream: boolean): boolean {
    if (label.startsWith('unlabelled/')) return false;
    if (stream) return true;
    const now = this.clock();
    const fresh = (this.idle.get(label) ?? []).filter((since) => now - since < KEEP_ALIVE_MS);
    const reused = fresh.pop() !== undefined;
    this.idle.set(label, fresh);
    return !reused;
  }

  private release(label: string, stream: boolean): void {
    if (stream || label.startsWith('unlabelled/')) return;
    this.idle.set(label, [...(this.idle.get(label) ?? []), this.clock()]);
  }

  /** The counts since the last call. */
  take(): Traffic {
    const taken = this.traffic;
    this.traffic = { peakConnections: 0, roles: {} };
    return taken;
  }
}
