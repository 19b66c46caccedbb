import { type RefObject, useEffect } from 'react';

/**
 * A menu that becomes a sideways-scrolling strip on a phone: the current entry is scrolled into
 * view whenever `activeKey` changes, and `data-more-start` / `data-more-end` say which edges hide
 * entries (the CSS fades those edges, so a cut entry reads as "scroll for more").
 */
export function useMenuStrip(ref: RefObject<HTMLElement | null>, activeKey: unknown): void {
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const mark = () => {
      const hidden = strip.scrollWidth - strip.clientWidth;
      strip.toggleAttribute('data-more-start', hidden > 1 && strip.scrollLeft > 1);
      strip.toggleAttribute('data-more-end', hidden > 1 && strip.scrollLeft < hidden - 1);
    };
    mark();
    strip.addEventListener('scroll', mark, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(mark);
    resized?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, [ref]);

  useEffect(() => {
    const strip = ref.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    // Centred in the strip, without moving the page itself.
    strip.scrollTo({
      left: current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2,
      behavior: 'instant',
    });
  }, [ref, activeKey]);
}
