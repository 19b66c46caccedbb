import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Loading, StateMessage } from './State.tsx';

/**
 * What a screen loaded: the shape of @agency/router's `Loaded<T>` (what `useRouteData` answers),
 * written here so ui-kit needs no router.
 */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; httpStatus?: number; message?: string };

/** A whole-area message of a screen: what it says, what to read under it, what to do next. */
export interface StateView {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}

/** A load that failed because the thing is not there (HTTP 404): the page says not found. */
export function isNotFound(state: LoadState<unknown>): boolean {
  return state.status === 'failed' && state.httpStatus === 404;
}

/** Nothing to show: an empty list, or a page of a list with no entries at all. */
function nothingIn(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const page = data as { total?: unknown; documents?: unknown } | null;
  if (typeof page?.total === 'number') return page.total === 0;
  return Array.isArray(page?.documents) && page.documents.length === 0;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface LoadedProps<T> {
  /** The load (`useRouteData`'s answer); its `reload` is what Try again does. */
  state: LoadState<T> & { reload?: () => void };
  /**
   * What loads, as it reads after "Loading": 'the orders', 'your businesses', 'checkout'. It
   * names both views: "Loading the orders…" and "The orders could not be loaded".
   */
  what: string;
  /**
   * Shown instead of the failure when the thing is not there (404): a view (`title`, text,
   * `action`: the way back) or a whole element (`<NotFound />`). Without it a 404 is a failure.
   */
  notFound?: StateView | ReactElement;
  /**
   * Shown instead of `children` when there is nothing to show: by default an empty list, or a
   * page whose `total` is 0 (or without `documents`); `when` says otherwise.
   */
  empty?: StateView & { when?: (data: T) => boolean };
  /** The screen itself, once loaded. Left out where the screen draws the loaded state itself. */
  children?: (data: T) => ReactNode;
}

/**
 * A load state's views, drawn the same way on every screen (on the server too): loading, the
 * failure in the server's words with Try again, not found, and empty.
 */
export function Loaded<T>({ state, what, notFound, empty, children }: LoadedProps<T>) {
  if (state.status === 'loading') return <Loading label={`Loading ${what}`} />;
  if (state.status === 'failed') {
    if (notFound && state.httpStatus === 404)
      return isValidElement(notFound) ? notFound : <View {...(notFound as StateView)} />;
    return (
      <StateMessage
        tone="error"
        title={`${capitalised(what)} could not be loaded`}
        action={state.reload && <Button onClick={state.reload}>Try again</Button>}
      >
        {state.message}
      </StateMessage>
    );
  }
  if (empty && (empty.when ?? nothingIn)(state.data)) return <View {...empty} />;
  return children ? children(state.data) : null;
}

function View({ title, children, action }: StateView) {
  return (
    <StateMessage title={title} action={action}>
      {children}
    </StateMessage>
  );
}
