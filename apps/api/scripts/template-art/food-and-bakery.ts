import { type Draw, rep, text, cake, candles, plate, rice, plantain } from './shapes.ts';

/** One drawing per picture: bakery, food (names as in the templates' files). */
export const DRAWINGS_FOOD_AND_BAKERY: Record<string, Draw> = {
  'bakery-hero': () =>
    cake('#fbcfe8', '#fff', 2, candles(3)) +
    rep(
      2,
      (i) =>
        `<g transform="translate(${i * 250} 0)"><path d="M40 210 l10 50 h50 l10 -50z" fill="#f9a8d4"/><circle cx="75" cy="198" r="30" fill="#fdf2f8"/><circle cx="75" cy="178" r="18" fill="#fdf2f8"/><circle cx="75" cy="162" r="7" fill="#dc2626"/></g>`,
    ),
  'bakery-celebration-cake': () =>
    cake('#f9a8d4', '#fff7ed', 2, candles(3)) + text(200, 222, 15, '#9d174d', 'Happy birthday!'),
  'bakery-red-velvet-cupcakes': () =>
    rep(
      3,
      (i) =>
        `<g transform="translate(${70 + i * 90} ${i === 1 ? -10 : 10})"><path d="M0 200 l12 62 h56 l12 -62z" fill="#b91c1c"/>${rep(5, (k) => `<path d="M${8 + k * 14} 204 l4 56" stroke="#7f1d1d" stroke-width="3"/>`)}<ellipse cx="40" cy="196" rx="46" ry="22" fill="#fff7ed"/><ellipse cx="40" cy="176" rx="32" ry="18" fill="#fff7ed"/><ellipse cx="40" cy="160" rx="16" ry="12" fill="#fff7ed"/><circle cx="40" cy="144" r="8" fill="#b91c1c"/></g>`,
    ),
  'bakery-chocolate-fudge-cake': () =>
    cake('#5b3a29', '#3b2314', 1, () => '') +
    `<path d="M100 196 h200 l-30 -30 h-140z" fill="#3b2314"/>` +
    rep(5, (i) => `<circle cx="${130 + i * 35}" cy="178" r="9" fill="#ef4444"/>`) +
    `<path d="M260 190 l40 -6 v62 l-40 8z" fill="#7c4a2d"/>`,
  'bakery-agege-bread': () =>
    `<path d="M70 250 v-70 q0 -70 130 -70 q130 0 130 70 v70z" fill="#d97706"/>` +
    `<path d="M70 200 q0 -80 130 -80 q130 0 130 80" fill="none" stroke="#92400e" stroke-width="6"/>` +
    rep(
      4,
      (i) =>
        `<path d="M${120 + i * 45} 140 q10 20 0 40" stroke="#fbbf24" stroke-width="6" fill="none"/>`,
    ) +
    `<rect x="70" y="215" width="260" height="35" fill="#fde68a" opacity="0.9"/>` +
    text(200, 240, 18, '#92400e', 'AGEGE BREAD'),
  'bakery-meat-pies': () =>
    `<rect x="60" y="160" width="280" height="100" rx="10" fill="#fef3c7" stroke="#d97706" stroke-width="4"/>` +
    rep(
      6,
      (i) =>
        `<g transform="translate(${82 + (i % 3) * 84} ${168 + Math.floor(i / 3) * 46})"><path d="M0 38 q36 -62 72 0z" fill="#f59e0b" stroke="#b45309" stroke-width="3"/>${rep(5, (k) => `<path d="M${10 + k * 13} 38 v-6" stroke="#b45309" stroke-width="3"/>`)}</g>`,
    ),
  'bakery-doughnuts': () =>
    rep(
      3,
      (i) =>
        `<g transform="translate(${110 + i * 90} ${190 - (i % 2) * 30})"><circle r="48" fill="#d97706"/><circle r="44" fill="${['#f9a8d4', '#fef3c7', '#a16207'][i]}"/><circle r="15" fill="#fdf2f8"/>${rep(8, (k) => `<rect x="${Math.cos(k) * 30 - 3}" y="${Math.sin(k * 1.7) * 28 - 1}" width="8" height="3" rx="1" fill="${['#22c55e', '#3b82f6', '#ef4444', '#eab308'][k % 4]}" transform="rotate(${k * 40})"/>`)}</g>`,
    ),
  'bakery-chin-chin': () =>
    `<rect x="130" y="90" width="140" height="170" rx="22" fill="#fff" opacity="0.7" stroke="#d6d3d1" stroke-width="4"/>` +
    `<rect x="140" y="70" width="120" height="28" rx="6" fill="#b45309"/>` +
    rep(
      40,
      (i) =>
        `<rect x="${145 + (i % 8) * 14}" y="${130 + Math.floor(i / 8) * 24}" width="11" height="11" rx="2" fill="#f59e0b" transform="rotate(${(i * 23) % 40} ${150 + (i % 8) * 14} ${135 + Math.floor(i / 8) * 24})"/>`,
    ) +
    `<rect x="140" y="170" width="120" height="36" rx="6" fill="#fff"/>` +
    text(200, 195, 16, '#b45309', 'CHIN CHIN'),
  'bakery-banana-bread': () =>
    `<path d="M80 250 v-80 q120 -30 240 0 v80z" fill="#92400e"/>` +
    `<path d="M80 170 q120 -50 240 0" fill="none" stroke="#451a03" stroke-width="8"/>` +
    rep(
      5,
      (i) =>
        `<ellipse cx="${115 + i * 40}" cy="${150 + (i % 2) * 6}" rx="10" ry="6" fill="#fde68a"/>`,
    ) +
    `<path d="M260 110 q50 10 70 -40 q-5 50 -70 55z" fill="#facc15" stroke="#a16207" stroke-width="3"/>`,

  // Food and restaurant ---------------------------------------------------------------------
  'food-hero': () =>
    plate(200, 190, 130) +
    rice(160, 180, '#e8501a') +
    `<path d="M215 150 q40 -20 60 10 q10 30 -30 40 q-40 5 -30 -50z" fill="#b45309"/>` +
    plantain(250, 215) +
    `<path d="M120 80 q10 -20 0 -40 M200 70 q10 -20 0 -40 M280 80 q10 -20 0 -40" stroke="#6b3a1f" stroke-opacity="0.25" stroke-width="5" fill="none"/>`,
  'food-jollof-rice': () =>
    plate(200, 195, 140) +
    rice(165, 190, '#e8501a') +
    `<path d="M230 150 q45 -25 70 8 q12 32 -35 45 q-45 6 -35 -53z" fill="#a0522d"/><path d="M255 160 q15 5 20 20" stroke="#7c2d12" stroke-width="4" fill="none"/>` +
    plantain(225, 225),
  'food-fried-rice': () =>
    plate(200, 195, 140) +
    rice(170, 190, '#eab308') +
    rep(
      14,
      (i) =>
        `<rect x="${120 + ((i * 37) % 110)}" y="${170 + ((i * 23) % 40)}" width="8" height="8" rx="2" fill="${['#16a34a', '#f97316', '#dc2626'][i % 3]}"/>`,
    ) +
    plantain(255, 200) +
    `<ellipse cx="270" cy="160" rx="18" ry="10" fill="#fca5a5"/>`,
  'food-egusi-soup': () =>
    `<path d="M60 170 h170 q-8 80 -85 80 q-77 0 -85 -80z" fill="#6b3a1f"/><ellipse cx="145" cy="170" rx="85" ry="22" fill="#d97706"/>` +
    rep(10, (i) => `<circle cx="${85 + i * 12}" cy="${166 + (i % 3) * 4}" r="5" fill="#fde68a"/>`) +
    rep(3, (i) => `<path d="M${100 + i * 30} 160 l10 -8 l8 8z" fill="#166534"/>`) +
    `<ellipse cx="285" cy="225" rx="70" ry="16" fill="#fff" stroke="#6b3a1f" stroke-opacity="0.2" stroke-width="4"/><path d="M235 222 q50 -80 100 0z" fill="#fef3c7"/>`,
  'food-pepper-soup': () =>
    `<path d="M90 150 h220 q-10 100 -110 100 q-100 0 -110 -100z" fill="#1f2937"/><ellipse cx="200" cy="150" rx="110" ry="28" fill="#b91c1c"/>` +
    rep(
      5,
      (i) =>
        `<ellipse cx="${140 + i * 30}" cy="${148 + (i % 2) * 6}" rx="13" ry="9" fill="#78350f"/>`,
    ) +
    rep(4, (i) => `<path d="M${150 + i * 30} 140 l8 -6" stroke="#16a34a" stroke-width="5"/>`) +
    `<path d="M160 100 q10 -20 0 -40 M200 100 q10 -20 0 -40 M240 100 q10 -20 0 -40" stroke="#6b3a1f" stroke-opacity="0.3" stroke-width="5" fill="none"/>`,
  'food-beef-suya': () =>
    `<rect x="70" y="190" width="260" height="40" rx="8" fill="#d6a96b"/>` +
    rep(
      3,
      (i) =>
        `<g transform="translate(0 ${i * 26})"><path d="M70 120 l260 40" stroke="#a16207" stroke-width="4"/>${rep(6, (k) => `<rect x="${95 + k * 36}" y="${112 + k * 5.5}" width="30" height="20" rx="6" fill="#7c2d12" transform="rotate(9 ${110 + k * 36} ${122 + k * 5.5})"/>`)}</g>`,
    ) +
    rep(
      6,
      (i) =>
        `<circle cx="${110 + i * 40}" cy="${205 + (i % 2) * 8}" r="9" fill="none" stroke="#a855f7" stroke-width="3"/>`,
    ) +
    rep(5, (i) => `<circle cx="${120 + i * 45}" cy="215" r="5" fill="#dc2626"/>`),
  'food-small-chops': () =>
    plate(200, 200, 150) +
    rep(
      5,
      (i) => `<circle cx="${120 + i * 24}" cy="${185 + (i % 2) * 14}" r="14" fill="#b45309"/>`,
    ) +
    rep(
      3,
      (i) =>
        `<path d="M${230 + i * 30} 200 l14 -34 l14 34z" fill="#f59e0b" stroke="#92400e" stroke-width="2"/>`,
    ) +
    rep(
      2,
      (i) =>
        `<rect x="${150 + i * 40}" y="${215 + i * 4}" width="44" height="14" rx="7" fill="#eab308" transform="rotate(-12 ${170 + i * 40} 222)"/>`,
    ) +
    `<path d="M310 120 v-40 M318 122 v-44" stroke="#d6a96b" stroke-width="3"/>`,
  'food-meat-pies': () =>
    rep(
      3,
      (i) =>
        `<g transform="translate(${70 + i * 90} ${150 + (i % 2) * 20})"><path d="M0 70 q40 -90 80 0z" fill="#e0a84b" stroke="#92400e" stroke-width="3"/>${rep(6, (k) => `<path d="M${8 + k * 13} 70 v-8" stroke="#92400e" stroke-width="3"/>`)}<path d="M28 40 l24 -4" stroke="#fef3c7" stroke-width="4"/></g>`,
    ),
  'food-chilled-zobo': () =>
    rep(
      2,
      (i) =>
        `<g transform="translate(${130 + i * 100} ${60 + i * 20})"><rect x="22" y="0" width="26" height="30" rx="4" fill="#111827"/><path d="M16 30 h38 l12 30 v130 q0 12 -12 12 h-54 q-12 0 -12 -12 v-130z" fill="#831843"/><rect x="4" y="110" width="62" height="46" fill="#fff" opacity="0.9"/>${text(35, 140, 14, '#831843', 'ZOBO')}<rect x="14" y="70" width="8" height="110" rx="4" fill="#fff" opacity="0.25"/></g>`,
    ) +
    rep(
      3,
      (i) =>
        `<path d="M${80 + i * 12} 250 q6 -18 12 0z" fill="#be185d" transform="rotate(${i * 30} ${86 + i * 12} 245)"/>`,
    ),
  'food-family-pot': () =>
    `<rect x="80" y="110" width="240" height="140" rx="24" fill="#dc2626"/><rect x="80" y="110" width="240" height="40" rx="20" fill="#fff"/>` +
    `<rect x="170" y="90" width="60" height="26" rx="8" fill="#fff" stroke="#d1d5db" stroke-width="3"/>` +
    rep(
      12,
      (i) =>
        `<circle cx="${110 + (i % 6) * 36}" cy="${185 + Math.floor(i / 6) * 30}" r="7" fill="#fff" opacity="0.35"/>`,
    ) +
    text(200, 137, 16, '#dc2626', 'PARTY JOLLOF'),
};
