import { sizedSources } from '@agency/contract/pictures';
import sanitizeHtml from 'sanitize-html';

const QUILL_CLASS =
  /^ql-(align-(center|right|justify)|indent-[1-8]|size-(small|large|huge)|font-(serif|monospace)|syntax|video|direction-rtl)$/;
const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+))?\s*\)$/i,
];

/**
 * Links: the only target kept is _blank (browsers read it case-insensitively), and it always comes
 * with rel="noopener noreferrer"; a rel of the author's own (rel="opener") never survives.
 */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target, rel: _ignored, ...rest } = attribs;
  const blank = target?.trim().toLowerCase() === '_blank';
  return {
    tagName,
    attribs: blank ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
  };
}

/** How wide an article's pictures are laid out (ui-kit ArticleView's column). */
const ARTICLE_SIZES = '(max-width: 760px) 100vw, 720px';

/**
 * Pictures: an upload gets its phone-sized copies (docs/product-rules.md, "Pictures") and loads
 * lazily; a srcset, sizes or loading of the author's own never survives (its addresses would skip
 * the scheme check).
 */
function sizedImage(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { srcset: _s, sizes: _z, loading: _l, decoding: _d, ...rest } = attribs;
  const sized = rest.src ? sizedSources(rest.src) : undefined;
  return {
    tagName,
    attribs: {
      ...rest,
      ...(sized ? { srcset: sized.srcSet, sizes: ARTICLE_SIZES } : {}),
      loading: 'lazy',
      decoding: 'async',
    },
  };
}

/**
 * Article HTML reduced to what the editor can produce (docs/product-rules.md): scripts, event handlers,
 * javascript: URLs and embeds other than YouTube and Vimeo are removed. quill <= 2.0.3 can export
 * unsafe HTML (CVE-2025-15056), so this runs on every write whatever the client did.
 */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h1',
      'h2',
      'h3',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'code',
      'sub',
      'sup',
      'blockquote',
      'pre',
      'ol',
      'ul',
      'li',
      'a',
      'img',
      'iframe',
      'span',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
      iframe: ['src', 'frameborder', 'allowfullscreen'],
      li: ['data-list'],
      pre: ['data-language', 'spellcheck'],
      '*': ['class', 'style'],
    },
    allowedClasses: { '*': [QUILL_CLASS] },
    allowedStyles: { '*': { color: COLOR, 'background-color': COLOR } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel', 'sms'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: ['www.youtube.com', 'player.vimeo.com'],
    allowIframeRelativeUrls: false,
    transformTags: { a: safeLink, img: sizedImage },
    disallowedTagsMode: 'discard',
  });
}
