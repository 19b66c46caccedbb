import { describe, expect, it } from 'vitest';
import * as article from '../src/ArticleView.tsx';
import * as copy from '../src/CopyValue.tsx';
import * as all from '../src/index.ts';
import * as publicPart from '../src/public.ts';

describe("ui-kit's entries", () => {
  it('leaves the parts one or two public pages draw out of the part every page carries', () => {
    // The shell provides the public entry whole with its first script: each export there is in
    // every first visit. A blog post's article and the order page's copy buttons are entries each
    // app bundles where it draws them.
    expect(publicPart).not.toHaveProperty('ArticleView');
    expect(publicPart).not.toHaveProperty('CopyValue');
    expect(publicPart).not.toHaveProperty('useCopy');
    expect(article.ArticleView).toBeTypeOf('function');
    expect(copy.CopyValue).toBeTypeOf('function');
  });

  it('keeps everything in the whole entry, the one admin screens import', () => {
    for (const name of Object.keys(publicPart)) expect(all, name).toHaveProperty(name);
    expect(all.ArticleView).toBe(article.ArticleView);
    expect(all.useCopy).toBe(copy.useCopy);
  });
});
