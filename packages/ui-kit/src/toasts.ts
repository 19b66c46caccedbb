import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-hot-toast';

type ToastLibrary = typeof import('react-hot-toast');

/**
 * react-hot-toast, fetched the first time the page has something to say: most visits to a public
 * page never show a toast, so its code (and goober, its styles) is not in the first visit's
 * JavaScript. Everything that shows a toast or mounts the container goes through here, including
 * the shell providing the package to remotes, so the page's one container appears once it loads.
 */
let library: ToastLibrary | null = null;
let loading: Promise<ToastLibrary> | undefined;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<ToastLibrary> {
  loading ??= import('react-hot-toast').then(
    (module) => {
      library = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A later toast tries again (a redeploy or a dropped connection).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A toast, shown as soon as the library is here (at once after the first). */
function say(kind: 'success' | 'error', message: string, options?: ToastOptions): void {
  if (library) {
    library.toast[kind](message, options);
    return;
  }
  loadToasts().then(
    ({ toast }) => toast[kind](message, options),
    // The toast's code could not be fetched: the message is still said, plainly.
    (error: unknown) => {
      console.error('[ui-kit] toasts could not load:', error);
      window.alert(message);
    },
  );
}

/** The product's toasts: `notify.success('Saved')`, `notify.error(message, { id })`. */
export const notify = {
  success: (message: string, options?: ToastOptions) => say('success', message, options),
  error: (message: string, options?: ToastOptions) => say('error', message, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The toast library once something has loaded it, else null (always null on the server and during
 * hydration, so the page's toast container is never part of the HTML to match).
 */
export function useToastLibrary(): ToastLibrary | null {
  return useSyncExternalStore(
    subscribe,
    () => library,
    () => null,
  );
}
