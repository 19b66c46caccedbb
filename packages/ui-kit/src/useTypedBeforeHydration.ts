import { type RefObject, useEffect } from 'react';

/**
 * A server-rendered form can be typed into before React hydrates it: the text stays on screen but
 * not in state, so the next render would wipe it and a submit would find the fields empty. Once
 * hydrated, this hands what the fields hold (by `name`, non-empty only) to `onTyped`, once.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  onTyped: (typed: Record<string, string>) => void,
): void {
  // Once, right after hydration.
  useEffect(() => {
    if (!form.current) return;
    const typed: Record<string, string> = {};
    for (const [name, value] of new FormData(form.current))
      if (typeof value === 'string' && value) typed[name] = value;
    if (Object.keys(typed).length > 0) onTyped(typed);
  }, []);
}
