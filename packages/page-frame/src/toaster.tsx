import { useLocation } from '@agency/router';
import { useToastLibrary } from '@agency/ui-kit/public';
import { useEffect, useRef } from 'react';

/** Toasts last 5000 ms unless a caller says otherwise. */
export const TOAST_DURATION_MS = 5000;
/**
 * A toast said this long before the page changed is the previous page's and goes; one said at
 * the change (a save that then opens the list, "Your password is set" on the way in) stays.
 */
export const TOAST_CARRIED_MS = 1000;

/** Toasts said within this of each other were said together (one press's messages). */
const SAID_TOGETHER_MS = 100;

type ToastLibrary = NonNullable<ReturnType<typeof useToastLibrary>>;

/**
 * The page's one toast container: the shell mounts it, or a remote running alone. It appears once
 * the toast library has loaded (ui-kit's loadToasts: the first toast, or a screen that uses it).
 */
export function PageToaster() {
  const library = useToastLibrary();
  if (!library) return null;
  return <OneToast library={library} />;
}

/**
 * One toast at a time, at the bottom of the screen where it covers no heading (docs/product-rules.md,
 * "Toasts"): a new one replaces the one showing, and none follows to the next page.
 */
function OneToast({ library }: { library: ToastLibrary }) {
  const { toasts } = library.useToasterStore();
  const { pathname } = useLocation();
  const shown = useRef(toasts);
  shown.current = toasts;

  useEffect(() => {
    // Newest first: a toast said before the newest one is dismissed (it slides away). Toasts said
    // together, in one moment (the contact form's one per wrong field), show together.
    const [newest, ...older] = toasts.filter((t) => t.visible);
    if (!newest) return;
    for (const toast of older)
      if (toast.createdAt < newest.createdAt - SAID_TOGETHER_MS) library.toast.dismiss(toast.id);
  }, [library, toasts]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const before = Date.now() - TOAST_CARRIED_MS;
    for (const toast of shown.current) if (toast.createdAt < before) library.toast.remove(toast.id);
  }, [library, pathname]);

  return (
    <library.Toaster
      position="bottom-center"
      containerClassName="uk-toasts"
      // Clear of a phone's home bar; a screen with a sticky action bar lifts it (`--uk-toast-lift`).
      containerStyle={{
        bottom: 'calc(16px + env(safe-area-inset-bottom) + var(--uk-toast-lift, 0px))',
      }}
      toastOptions={{ duration: TOAST_DURATION_MS }}
    />
  );
}
