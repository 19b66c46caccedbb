import { useEffect, useRef, useState } from 'react';
import './floating-videos.css';

/** Above 800 px only: on smaller screens the videos are neither shown nor downloaded. */
const WIDE = '(min-width: 801px)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
export const VIDEO_CYCLE_MS = 7000;
export const HIGHLIGHT_MS = 3000;

const VIDEOS = ['snail-leaf', 'pepper-pot', 'farm-crate', 'kebab-grill'].map(
  (name) => new URL(`../media/${name}.webm`, import.meta.url).href,
);

/** A media query's answer, decided after the first render so server HTML hydrates unchanged. */
function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/**
 * Four muted looping videos floating along an arc; every 3 s the next one is highlighted for 3 s.
 * The motion can be paused (WCAG 2.2.2), and starts paused for visitors who ask for less motion.
 */
export function FloatingVideos() {
  const wide = useMedia(WIDE);
  const reduced = useMedia(REDUCED_MOTION);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const paused = choice ? choice === 'pause' : reduced;
  const [highlighted, setHighlighted] = useState(0);
  const floaters = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!wide || paused) return;
    const timer = setInterval(() => setHighlighted((n) => (n + 1) % VIDEOS.length), HIGHLIGHT_MS);
    return () => clearInterval(timer);
  }, [wide, paused]);

  useEffect(() => {
    for (const video of floaters.current?.querySelectorAll('video') ?? [])
      if (paused) video.pause();
      else void video.play().catch(() => undefined);
  }, [paused, wide]);

  if (!wide) return null;
  return (
    <>
      <div className="sf-floaters" aria-hidden="true" data-paused={paused} ref={floaters}>
        {VIDEOS.map((src, index) => (
          <div
            key={src}
            className="sf-floater"
            data-highlighted={!paused && index === highlighted}
            style={{
              animationDuration: `${VIDEO_CYCLE_MS}ms`,
              animationDelay: `${(-VIDEO_CYCLE_MS / VIDEOS.length) * index}ms`,
            }}
          >
            <video src={src} autoPlay={!paused} muted loop playsInline preload="auto" />
          </div>
        ))}
      </div>
      <button
        type="button"
        className="sf-motion-toggle"
        aria-pressed={paused}
        onClick={() => setChoice(paused ? 'play' : 'pause')}
      >
        {paused ? 'Play the animation' : 'Pause the animation'}
      </button>
    </>
  );
}
