import { describe, expect, it } from 'vitest';
import { readingMinutes } from '../src/ArticleView.tsx';

describe('readingMinutes', () => {
  it('counts the words of the text, not its markup, at 200 a minute, and says at least one', () => {
    expect(readingMinutes('<p>Short.</p>')).toBe(1);
    expect(readingMinutes('')).toBe(1);
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'snail').join(' ')}</p>`;
    expect(readingMinutes(words(1000))).toBe(5);
    expect(
      readingMinutes(`<h2 class="x" data-long-attribute="a b c d e f">Hi</h2>${words(399)}`),
    ).toBe(2);
  });
});
