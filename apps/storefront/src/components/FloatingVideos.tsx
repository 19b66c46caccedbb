import { useEffect, useState } from 'react';

/** Above 800 px only: on smaller screens the videos are neither shown nor downloaded. */
const WIDE = '(min-width: 801px)';
export const VIDEO_CYCLE_MS = 7000;
export const HIGHLIGHT_MS = 3000;

const VIDEOS = ['snail-leaf', 'pepper-pot', 'farm-crate', 'kebab-grill'].map(
  (name) => new URL(`../media/${name}.webm`, import.meta.url).href,
);

/** Decided after the first render, so a page rendered on the server (no screen) hydrates unchanged. */
function useWide(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = matchMedia(WIDE);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/** Four muted looping videos floating along an arc; every 3 s the next one is highlighted for 3 s. */
export function FloatingVideos() {
  const wide = useWide();
  const [highlighted, setHighlighted] = useState(0);
  useEffect(() => {
    if (!wide) return;
    const timer = setInterval(() => setHighlighted((n) => (n + 1) % VIDEOS.length), HIGHLIGHT_MS);
    return () => clearInterval(timer);
  }, [wide]);
  if (!wide) return null;
  return (
    <div className="sf-floaters" aria-hidden="true">
      {VIDEOS.map((src, index) => (
        <div
          key={src}
          className="sf-floater"
          data-highlighted={index === highlighted}
          style={{
            animationDuration: `${VIDEO_CYCLE_MS}ms`,
            animationDelay: `${(-VIDEO_CYCLE_MS / VIDEOS.length) * index}ms`,
          }}
        >
          <video src={src} autoPlay muted loop playsInline preload="auto" />
        </div>
      ))}
    </div>
  );
}
