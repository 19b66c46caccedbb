import { DEFAULT_HERO_FOCUS, heroFocusAt } from '@agency/contract/store-look';
import type { KeyboardEvent, MouseEvent } from 'react';
import { imageSrc } from '../../../catalogue/art.ts';

/** How far an arrow key moves the focus, in percent of the picture. */
const STEP = 5;

/**
 * The hero's focal point: the owner taps the part of the picture that matters, and the store's
 * home keeps that part in view at every width (object-position). Under it, the crop the home
 * shows (4:3), so the owner sees the result before saving.
 */
export function HeroFocusField({
  picture,
  focus = DEFAULT_HERO_FOCUS,
  onChange,
}: {
  picture: string;
  focus?: string;
  onChange: (focus: string) => void;
}) {
  const [x = 50, y = 50] = focus.split(' ').map((part) => Number.parseInt(part, 10));
  const tap = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange(heroFocusAt(event.clientX - box.left, event.clientY - box.top, box.width, box.height));
  };
  // The keyboard's way: arrows move the point, as a tap would.
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const step = move[event.key];
    if (!step) return;
    event.preventDefault();
    onChange(heroFocusAt(x + step[0], y + step[1], 100, 100));
  };
  const src = imageSrc(picture);
  return (
    <div className="uk-field sa-focus">
      <span className="uk-field__label" id="sa-focus-label">
        The part of the hero that matters
      </span>
      <span className="uk-field__hint" id="sa-focus-hint">
        Tap it on the picture. The store's home crops the hero to fit the screen; this part stays in
        view.
      </span>
      <button
        type="button"
        className="sa-focus__picture"
        aria-labelledby="sa-focus-label"
        aria-describedby="sa-focus-hint sa-focus-at"
        onClick={tap}
        onKeyDown={nudge}
      >
        <img src={src} alt="" draggable={false} />
        <span
          className="sa-focus__mark"
          style={{ left: `${x}%`, top: `${y}%` }}
          aria-hidden="true"
        />
      </button>
      <span className="uk-muted" id="sa-focus-at" data-testid="hero-focus">
        {x}% from the left, {y}% from the top
      </span>
      <figure className="sa-focus__crop" aria-hidden="true">
        <img src={src} alt="" style={{ objectPosition: focus }} />
        <figcaption>As the store's home crops it</figcaption>
      </figure>
    </div>
  );
}
