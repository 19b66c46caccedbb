/**
 * Makes the starter templates' item pictures (apps/api/src/templates/pictures/tpl-*.webp): each
 * drawing of template-art/ on the frame the storefront's drawn art uses (a soft background, a
 * light from the top right, a shadow), labelled with the item's name, rendered by sharp as a
 * 640 × 480 WebP of a few kB. A development tool: its output is committed, nothing runs it at
 * install, build or run time. Run: cd apps/api && node scripts/make-template-pictures.ts
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { DRAWINGS } from './template-art/index.ts';

const DATA = new URL('../src/templates/data/', import.meta.url);
const OUT = new URL('../src/templates/pictures/', import.meta.url);
const PICTURE = /^\/api\/v1\/media\/(tpl-([a-z0-9-]+))\.webp$/;

/** Each trade's background and ink, near the storefront art's palettes. */
const BACKGROUNDS: Record<string, [string, string]> = {
  bakery: ['#fde4e1', '#5d2c18'],
  gadgets: ['#e2eef6', '#1e293b'],
  pharmacy: ['#e3f1e8', '#14532d'],
  home: ['#fff1d6', '#6e4318'],
  general: ['#efe6f7', '#334155'],
  food: ['#f6e7d8', '#6b3a1f'],
  beauty: ['#efe6f7', '#4b2f1a'],
  farm: ['#e3f1e8', '#5a3b22'],
  fashion: ['#fff1d6', '#6e4318'],
};

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function svg(key: string, label: string): string {
  const trade = key.split('-')[0]!;
  const [bg, ink] = BACKGROUNDS[trade] ?? ['#f6e7d8', '#6b3a1f'];
  const draw = DRAWINGS[key];
  if (!draw) throw new Error(`No drawing for ${key}: add one in scripts/template-art/`);
  const tag = label
    ? `<rect x="14" y="14" width="${Math.round(label.length * 9.7 + 28)}" height="30" rx="15" fill="${ink}" opacity="0.88"/><text x="27" y="34" font-family="DejaVu Sans,sans-serif" font-size="15" font-weight="700" fill="#fff">${escapeText(label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="640" height="480"><defs><radialGradient id="g" cx="0.7" cy="0.2" r="1"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs><rect width="400" height="300" fill="${bg}"/><rect width="400" height="300" fill="url(#g)" opacity="0.6"/><ellipse cx="200" cy="282" rx="150" ry="12" fill="${ink}" opacity="0.08"/>${draw()}${tag}</svg>`;
}

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
let total = 0;
for (const file of readdirSync(DATA).filter((f) => f.endsWith('.json'))) {
  const template = JSON.parse(readFileSync(new URL(file, DATA), 'utf8'));
  const wanted: [string, string][] = [];
  const hero = PICTURE.exec(template.look.hero_url);
  if (hero) wanted.push([hero[2]!, '']);
  for (const product of template.products)
    for (const picture of product.pictures) {
      const match = PICTURE.exec(picture);
      if (match) wanted.push([match[2]!, product.name]);
    }
  for (const [key, label] of wanted) {
    const bytes = await sharp(Buffer.from(svg(key, label)))
      .webp({ quality: 80, effort: 6 })
      .toBuffer();
    writeFileSync(new URL(`tpl-${key}.webp`, OUT), bytes);
    total += bytes.length;
    console.log(`tpl-${key}.webp ${(bytes.length / 1024).toFixed(1)} kB`);
  }
}
console.log(`${(total / 1024).toFixed(0)} kB in all`);
