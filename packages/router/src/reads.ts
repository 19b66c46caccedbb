/**
 * The browser's reads, by key: who on the page reads what, and the answers kept for a while.
 * A write says which reads it made stale by key prefix (`refreshReads(['businesses:'])`, or
 * ui-kit's `useAction(…, { refreshes })`): every reader of a matching key loads again and a kept
 * answer is forgotten. This is the one way to refresh a read after a write (decision 038).
 *
 * One module on the page (the shell shares @agency/router with every remote), so a write in one
 * remote refreshes a read in another. On the server nothing registers here (effects never run
 * there) and nothing is kept, so one visitor's answers never reach another's page.
 */

interface Reader {
  key: string;
  /** Loads again, keeping the current answer on screen meanwhile. */
  refresh: () => void;
  /** Takes an answer another read already has (setRouteData). */
  take: (data: unknown) => void;
}

const readers = new Set<Reader>();
const kept = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Whether `key` starts with one of `prefixes` ('' matches every key). */
const matches = (key: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => key.startsWith(prefix));

/**
 * After a write: the reads whose key starts with one of `prefixes` are stale. Kept answers are
 * forgotten, and every mounted reader of such a key loads again (its last answer stays in view
 * until the new one comes). Reads of other keys are left alone.
 */
export function refreshReads(prefixes: readonly string[]): void {
  if (prefixes.length === 0) return;
  for (const key of [...kept.keys()]) if (matches(key, prefixes)) kept.delete(key);
  for (const reader of [...readers]) if (matches(reader.key, prefixes)) reader.refresh();
}

/**
 * Gives the readers of exactly `key` an answer another read brought along (the leads list carries
 * the count of new leads the menu's badge shows), so they show it without asking the server.
 */
export function setRouteData<T>(key: string, data: T): void {
  if (kept.has(key)) kept.set(key, { at: Date.now(), answer: Promise.resolve(data) });
  for (const reader of [...readers]) if (reader.key === key) reader.take(data);
}

/** Registers a mounted reader; answers how to let go of it. */
export function watchRead(reader: Reader): () => void {
  readers.add(reader);
  return () => readers.delete(reader);
}

/**
 * Loads `key`, or reuses an answer kept less than `keepFor` ms ago (also one still on its way, so
 * readers mounting together ask once). A failure is not kept. Without `keepFor`, always loads.
 */
export function loadThrough<T>(key: string, load: () => Promise<T>, keepFor?: number): Promise<T> {
  if (!keepFor || typeof window === 'undefined') return load();
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < keepFor) return hit.answer as Promise<T>;
  const answer = load();
  kept.set(key, { at: Date.now(), answer });
  answer.catch(() => {
    if (kept.get(key)?.answer === answer) kept.delete(key);
  });
  return answer;
}
