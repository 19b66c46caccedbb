import type { Page } from 'playwright-core';

/** The element with focus: enough to recognise it, and whether a focus indicator shows on it. */
export interface Focused {
  tag: string;
  name: string | null;
  /** Its label, aria-label or text, squeezed. */
  label: string;
  /** A visible focus indicator: an outline of 2 px or more, or a ring drawn as a shadow (its own or its wrapper's). */
  ring: boolean;
}

export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const labelledBy = el.getAttribute('aria-labelledby');
    const label =
      el.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.innerText : undefined) ??
      (el as HTMLInputElement).labels?.[0]?.innerText ??
      (el.innerText || el.getAttribute('placeholder') || '');
    return {
      tag: el.tagName.toLowerCase(),
      name: el.getAttribute('name'),
      label: label.trim().replace(/\s+/g, ' ').slice(0, 80),
      ring:
        (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none' ||
        // A field inside a pill (the store search) shows its ring on the pill.
        (el.parentElement !== null && getComputedStyle(el.parentElement).boxShadow !== 'none'),
    };
  });
}

/**
 * A keyboard walk: presses Tab until `wanted` has focus (at most `max` presses), noting every stop
 * on the way that shows no focus indicator.
 */
export class KeyboardWalk {
  readonly unringed: string[] = [];
  constructor(private readonly page: Page) {}

  async tabTo(wanted: (f: Focused) => boolean, max = 60): Promise<Focused> {
    const visited: string[] = [];
    for (let i = 0; i < max; i += 1) {
      await this.page.keyboard.press('Tab');
      const now = await focused(this.page);
      if (!now) continue;
      visited.push(now.label);
      if (!now.ring) this.unringed.push(`${now.tag} "${now.label}"`);
      if (wanted(now)) return now;
    }
    throw new Error(`Tab never reached the control in ${max} presses: ${visited.join(' | ')}`);
  }

  /** Tabs to the control labelled exactly `label` (or matching it). */
  to(label: string | RegExp, max?: number): Promise<Focused> {
    return this.tabTo(
      (f) => (typeof label === 'string' ? f.label === label : label.test(f.label)),
      max,
    );
  }

  async type(label: string | RegExp, text: string): Promise<void> {
    await this.to(label);
    await this.page.keyboard.type(text);
  }

  async press(label: string | RegExp, key = 'Enter'): Promise<void> {
    await this.to(label);
    await this.page.keyboard.press(key);
  }
}
