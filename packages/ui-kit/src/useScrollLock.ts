import { useEffect } from 'react';

let locks = 0;

/** Locks page scroll while `active`; nested locks (menu + drawer) release in any order. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    locks += 1;
    document.documentElement.style.overflow = 'hidden';
    document.body.style.overflow = 'hidden';
    return () => {
      locks -= 1;
      if (locks === 0) {
        document.documentElement.style.overflow = '';
        document.body.style.overflow = '';
      }
    };
  }, [active]);
}
