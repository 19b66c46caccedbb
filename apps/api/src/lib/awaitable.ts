/**
 * A value now, or later. The hottest reads (a store's cached catalogue page) answer from the
 * read cache without making a promise: each `await` of an async step costs a microtask and a
 * promise per request, about 5 µs of a 70 µs read (docs/decisions/030-api-hot-path.md).
 */
export type Awaitable<T> = T | Promise<T>;

/**
 * `next` applied to `value`: at once when it is here, after it settles when it is a promise.
 * (Not named `then`: a module that exports `then` is itself a thenable to `import()`.)
 */
export function andThen<T, U>(value: Awaitable<T>, next: (value: T) => Awaitable<U>): Awaitable<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
