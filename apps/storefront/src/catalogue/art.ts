import { sizedSources } from '@agency/contract/pictures';
import { TRADE_MOTIFS } from './trade-art.ts';

/**
 * Product pictures, drawn as SVG at run time: a few kilobytes of code instead of downloaded or
 * committed photos. Each category has its own motif; the five pictures of a product vary the
 * palette, angle and framing.
 */

const PALETTES = [
  ['#f6e7d8', '#e8501a', '#6b3a1f'],
  ['#e3f1e8', '#2f6b4f', '#5a3b22'],
  ['#fff1d6', '#d99a1e', '#6e4318'],
  ['#efe6f7', '#6d4bb5', '#4b2f1a'],
  ['#fde4e1', '#c2412d', '#5d2c18'],
  ['#e2eef6', '#2b6f9a', '#4a3322'],
] as const;

function snailShell(x: number, y: number, r: number, shellColor: string, body: string): string {
  return `<g transform="translate(${x} ${y})">
<path d="M${-r * 1.5} ${r * 0.55} Q${-r * 0.2} ${r * 0.35} ${r * 1.7} ${r * 0.6} Q${r * 2.1} ${r * 0.45} ${r * 1.95} ${r * 0.15} L${r * 1.5} ${-r * 0.2}" fill="${body}" opacity="0.9"/>
<path d="M${r * 1.55} ${-r * 0.15} l${r * 0.35} ${-r * 0.7} M${r * 1.75} ${-r * 0.05} l${r * 0.55} ${-r * 0.5}" stroke="${body}" stroke-width="${r * 0.08}" stroke-linecap="round"/>
<circle r="${r}" fill="${shellColor}"/>
<path d="M0 0 m${r * 0.15} 0 a${r * 0.15} ${r * 0.15} 0 1 0 ${-r * 0.3} 0 a${r * 0.4} ${r * 0.4} 0 1 0 ${r * 0.7} 0 a${r * 0.65} ${r * 0.65} 0 1 0 ${-r * 1.25} 0 a${r * 0.9} ${r * 0.9} 0 1 0 ${r * 1.75} 0" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="${r * 0.09}" stroke-linecap="round"/>
</g>`;
}

const MOTIFS: Record<string, (accent: string, ink: string, v: number) => string> = {
  ...TRADE_MOTIFS,
  live: (a, ink, v) =>
    `<path d="M40 ${250 - v * 4} C120 170 260 160 370 ${200 + v * 3} L370 300 L40 300Z" fill="#3f8f5a" opacity="0.85"/>` +
    snailShell(170 + v * 8, 175, 46, a, ink) +
    (v % 2 ? snailShell(280, 205, 26, '#b8742f', ink) : ''),
  processed: (a, ink, v) =>
    `<rect x="${90 + v * 4}" y="110" width="220" height="150" rx="22" fill="#fff" stroke="${ink}" stroke-opacity="0.15" stroke-width="4"/>` +
    `<rect x="${90 + v * 4}" y="110" width="220" height="40" rx="18" fill="${a}"/>` +
    `<text x="${200 + v * 4}" y="137" text-anchor="middle" font-family="Georgia,serif" font-size="18" fill="#fff" font-weight="700">FRESH</text>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${150 + i * 50 + v * 4}" cy="210" r="20" fill="#a8643a" opacity="${0.7 + i * 0.1}"/>`,
      )
      .join(''),
  delicacy: (a, ink, v) =>
    `<ellipse cx="200" cy="205" rx="${135 - v * 3}" ry="70" fill="#fff" stroke="${ink}" stroke-opacity="0.12" stroke-width="5"/>` +
    `<ellipse cx="200" cy="200" rx="${100 - v * 3}" ry="48" fill="${a}" opacity="0.85"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<circle cx="${140 + i * 30}" cy="${195 + (i % 2) * 10}" r="14" fill="#7a3b16"/><circle cx="${137 + i * 30}" cy="${191 + (i % 2) * 10}" r="4" fill="#f3c24b"/>`,
      )
      .join('') +
    `<path d="M300 120 l30 -40 M310 128 l36 -30" stroke="#3f8f5a" stroke-width="6" stroke-linecap="round"/>`,
  supply: (a, ink, v) =>
    `<path d="M${120 + v * 3} 95 h160 l18 190 h-196z" fill="${a}"/>` +
    `<rect x="${135 + v * 3}" y="150" width="130" height="70" rx="10" fill="#fff" opacity="0.9"/>` +
    `<text x="${200 + v * 3}" y="185" text-anchor="middle" font-family="Georgia,serif" font-size="20" font-weight="700" fill="${ink}">FEED</text>` +
    `<text x="${200 + v * 3}" y="207" text-anchor="middle" font-family="sans-serif" font-size="12" fill="${ink}">25 kg · calcium+</text>`,
  housing: (a, ink, v) =>
    `<rect x="${95 + v * 3}" y="120" width="210" height="140" rx="10" fill="#c98d4b"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${95 + v * 3}" y="${132 + i * 32}" width="210" height="7" fill="#a86f33"/>`,
      )
      .join('') +
    `<path d="M${95 + v * 3} 120 l20 -28 h170 l20 28z" fill="#e0b37a"/>` +
    `<path d="M${130 + v * 3} 100 h140" stroke="${ink}" stroke-opacity="0.25" stroke-width="3" stroke-dasharray="6 5"/>` +
    snailShell(330, 250, 20, a, ink),
  equipment: (a, ink, v) =>
    `<rect x="${130 + v * 3}" y="80" width="140" height="190" rx="22" fill="#fff" stroke="${ink}" stroke-opacity="0.15" stroke-width="5"/>` +
    `<circle cx="${200 + v * 3}" cy="150" r="48" fill="${a}" opacity="0.15"/><circle cx="${200 + v * 3}" cy="150" r="48" fill="none" stroke="${a}" stroke-width="6"/>` +
    `<path d="M${200 + v * 3} 150 l${26 - v * 4} -26" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<text x="${200 + v * 3}" y="232" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="${ink}">85%</text>`,
  education: (a, ink, v) =>
    `<path d="M90 ${120 + v * 2} l110 -40 110 40 -110 40z" fill="${ink}"/>` +
    `<path d="M130 150 v45 c40 25 100 25 140 0 v-45 l-70 25z" fill="${a}"/>` +
    `<path d="M310 ${120 + v * 2} v60" stroke="#f3c24b" stroke-width="6"/><circle cx="310" cy="${186 + v * 2}" r="9" fill="#f3c24b"/>`,
  special: (a, ink, v) =>
    `<rect x="${115 + v * 3}" y="130" width="170" height="130" rx="12" fill="${a}"/>` +
    `<rect x="${105 + v * 3}" y="105" width="190" height="40" rx="10" fill="${a}" opacity="0.85"/>` +
    `<rect x="${190 + v * 3}" y="105" width="20" height="155" fill="#f3c24b"/>` +
    `<path d="M200 105 c-40 -50 -70 -10 0 0 c70 -10 40 -50 0 0" fill="none" stroke="#f3c24b" stroke-width="10"/>` +
    snailShell(60, 250, 18, '#b8742f', ink),
};

function picture(category: string, palette: readonly string[], variation: number): string {
  const [bg, accent, ink] = palette as [string, string, string];
  const motif = (MOTIFS[category] ?? MOTIFS.live!)(accent, ink, variation);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs><radialGradient id="g" cx="0.7" cy="0.2" r="1"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs><rect width="400" height="300" fill="${bg}"/><rect width="400" height="300" fill="url(#g)" opacity="0.6"/><ellipse cx="200" cy="282" rx="150" ry="12" fill="${ink}" opacity="0.08"/>${motif}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Where a product picture comes from: uploaded pictures are URLs; the seed catalogue's are
 * `art:<motif>:<palette>:<variation>` references, drawn here.
 */
/**
 * What an <img> needs for a picture: drawn art's data, or an upload's phone-sized copy with its
 * `srcSet` and the `sizes` the page lays it out at (docs/product-rules.md, "Pictures").
 */
export function pictureProps(
  file: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const sized = sizedSources(file);
  return sized ? { ...sized, sizes } : { src: imageSrc(file) };
}

/**
 * The layouts' `sizes`: the store's grid (4, 3, then 2 columns), an item's main picture, a hero;
 * each the width the layout gives it, inside the page's 16 px margins and the grid's gaps. Saying
 * 50vw for a phone's two columns made a 1.75x phone take the 640 px copies for 180 px cards.
 */
export const CARD_SIZES =
  '(max-width: 640px) calc(50vw - 22px), (max-width: 1000px) calc(33vw - 23px), 282px';
export const ITEM_SIZES = '(max-width: 820px) calc(100vw - 32px), 640px';
export const HERO_SIZES = '(max-width: 820px) calc(100vw - 32px), 600px';

export function imageSrc(file: string): string {
  if (!file.startsWith('art:')) return file;
  const [, motif = 'live', palette = '0', variation = '0'] = file.split(':');
  return picture(
    motif,
    PALETTES[Number(palette) % PALETTES.length] ?? PALETTES[0],
    Number(variation) || 0,
  );
}

/** Five pictures for a product of this category (the motif's name). */
export function productImages(index: number, category: string): string[] {
  return [0, 1, 2, 3, 4].map((variation) =>
    picture(category, PALETTES[(index + variation) % PALETTES.length]!, variation),
  );
}

/** A picture of the sample item in one colour (its media entries follow the chosen colour). */
export function itemImage(color: 'blue' | 'green' | 'any', variation: number): string {
  const palette = color === 'blue' ? PALETTES[5] : color === 'green' ? PALETTES[1] : PALETTES[0];
  return picture('live', palette!, variation);
}
