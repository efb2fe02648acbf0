// Parses the stored `typed` table away from the page's thread (typed-table.ts).
import { typedTableChanges, type TypedChange } from './typed-table.ts';

/** As much of a dedicated worker's scope as this uses (the app is typed with the DOM's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<string | null>) => void) | null;
  postMessage(change: TypedChange): void;
}

const scope = self as unknown as WorkerScope;
const changesOf = typedTableChanges();
scope.onmessage = (event) => scope.postMessage(changesOf(event.data));
