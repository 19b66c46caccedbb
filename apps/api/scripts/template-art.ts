/**
 * The drawings behind the starter templates' pictures (make-template-pictures.ts renders them):
 * flat shapes on the 400 × 300 card the storefront's drawn art uses, one drawing per item, so a
 * cake looks like a cake and no two items share a picture.
 */
type Draw = (c: string, d: string) => string;

const rep = (n: number, at: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => at(i)).join('');
const text = (x: number, y: number, size: number, fill: string, body: string, weight = 700) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="DejaVu Sans,sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${body}</text>`;

// Bakery -----------------------------------------------------------------------------------
const cake = (sponge: string, icing: string, tiers: number, top: (y: number) => string): string => {
  let out = `<ellipse cx="200" cy="262" rx="120" ry="14" fill="#e5e7eb"/><rect x="188" y="262" width="24" height="16" fill="#d1d5db"/>`;
  const widths = [200, 150, 104].slice(0, tiers);
  let y = 258;
  for (const w of widths) {
    const h = 62;
    out += `<rect x="${200 - w / 2}" y="${y - h}" width="${w}" height="${h}" rx="8" fill="${sponge}"/>`;
    out += `<path d="M${200 - w / 2} ${y - h + 8} h${w} v10 ${rep(
      Math.floor(w / 20),
      () => `q-5 14 -10 0 q-5 -6 -10 0`,
    )}z" fill="${icing}"/>`;
    out += rep(
      Math.floor(w / 26),
      (i) => `<circle cx="${200 - w / 2 + 14 + i * 26}" cy="${y - 14}" r="4" fill="${icing}"/>`,
    );
    y -= h;
  }
  return out + top(y);
};
const candles = (n: number) => (y: number) =>
  rep(
    n,
    (i) =>
      `<rect x="${174 + i * 22}" y="${y - 34}" width="8" height="34" rx="2" fill="${['#60a5fa', '#f472b6', '#facc15'][i % 3]}"/><ellipse cx="${178 + i * 22}" cy="${y - 42}" rx="5" ry="9" fill="#f59e0b"/>`,
  );

export const DRAWINGS: Record<string, Draw> = {
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

  // Beauty ----------------------------------------------------------------------------------
  'beauty-hero': () =>
    jar(110, 150, '#fef3c7', '#8e2b57', 'SHEA') +
    `<rect x="215" y="100" width="50" height="150" rx="10" fill="#1f5f8b"/><rect x="225" y="70" width="30" height="34" rx="6" fill="#111827"/>` +
    `<rect x="280" y="140" width="70" height="110" rx="14" fill="#f9a8d4"/>`,
  'beauty-shea-butter': () =>
    jar(140, 130, '#fef9c3', '#8e2b57', 'SHEA') +
    `<path d="M150 128 q30 -40 60 -10 q20 -30 50 0" fill="#fffbeb" stroke="#fde68a" stroke-width="4"/>` +
    `<ellipse cx="300" cy="230" rx="36" ry="12" fill="#854d0e"/><circle cx="300" cy="214" r="18" fill="#a16207"/>`,
  'beauty-black-soap': () =>
    `<path d="M90 200 q-10 -60 50 -70 q70 -10 130 10 q50 20 40 60 q-10 40 -110 40 q-100 0 -110 -40z" fill="#3f2a1e"/>` +
    rep(
      12,
      (i) =>
        `<circle cx="${120 + ((i * 41) % 180)}" cy="${160 + ((i * 23) % 60)}" r="4" fill="#6b4a32"/>`,
    ) +
    `<path d="M250 250 q40 -10 60 -40" stroke="#a16207" stroke-width="5" fill="none"/>` +
    `<rect x="255" y="70" width="110" height="40" rx="6" fill="#fff" stroke="#3f2a1e" stroke-opacity="0.3" stroke-width="3"/>` +
    text(310, 96, 14, '#3f2a1e', 'BLACK SOAP'),
  'beauty-glow-serum': () =>
    `<rect x="160" y="120" width="80" height="140" rx="14" fill="#f97316" opacity="0.9"/><rect x="180" y="80" width="40" height="44" rx="6" fill="#111827"/><ellipse cx="200" cy="72" rx="22" ry="14" fill="#111827"/>` +
    `<rect x="168" y="160" width="64" height="60" rx="6" fill="#fff"/>` +
    text(200, 186, 14, '#ea580c', 'VIT C') +
    text(200, 206, 11, '#1f2937', 'serum', 400) +
    `<circle cx="300" cy="220" r="30" fill="#fb923c"/><circle cx="300" cy="220" r="22" fill="#fdba74"/>` +
    rep(3, (i) => `<circle cx="${110 + i * 8}" cy="${210 + i * 14}" r="${6 - i}" fill="#fb923c"/>`),
  'beauty-chebe-oil': () =>
    `<path d="M170 110 h60 v20 q30 10 30 40 v80 q0 14 -14 14 h-92 q-14 0 -14 -14 v-80 q0 -30 30 -40z" fill="#a16207" opacity="0.85"/>` +
    `<rect x="175" y="70" width="50" height="42" rx="6" fill="#1f2937"/><rect x="160" y="175" width="80" height="50" rx="6" fill="#fff"/>` +
    text(200, 198, 14, '#854d0e', 'CHEBE') +
    text(200, 216, 11, '#1f2937', 'hair oil', 400) +
    rep(
      6,
      (i) =>
        `<ellipse cx="${300 + (i % 3) * 14}" cy="${230 + Math.floor(i / 3) * 12}" rx="6" ry="4" fill="#78350f"/>`,
    ),
  'beauty-bone-straight-wig': () =>
    `<ellipse cx="200" cy="120" rx="70" ry="60" fill="#1c1917"/>` +
    `<path d="M130 120 q-10 80 -5 140 h45 v-120z M270 120 q10 80 5 140 h-45 v-120z" fill="#1c1917"/>` +
    `<ellipse cx="200" cy="150" rx="46" ry="56" fill="#d6a77a"/><path d="M150 110 q50 -40 100 0 v-20 q-50 -40 -100 0z" fill="#1c1917"/>` +
    rep(6, (i) => `<path d="M${142 + i * 4} 150 v100" stroke="#44403c" stroke-width="2"/>`),
  'beauty-gift-box': () =>
    `<rect x="80" y="140" width="240" height="110" rx="10" fill="#8e2b57"/><rect x="70" y="120" width="260" height="30" rx="8" fill="#9d3d67"/>` +
    `<rect x="190" y="120" width="20" height="130" fill="#fde68a"/>` +
    jar(110, 70, '#fef9c3', '#8e2b57', '').replace(/<text[^>]*>[^<]*<\/text>/, '') +
    `<rect x="240" y="60" width="40" height="70" rx="8" fill="#1f5f8b"/><rect x="250" y="40" width="20" height="24" rx="4" fill="#111827"/>`,
  'beauty-knotless-braids': () =>
    `<ellipse cx="200" cy="110" rx="62" ry="56" fill="#292524"/><ellipse cx="200" cy="140" rx="44" ry="54" fill="#a16207"/>` +
    `<path d="M158 110 q42 -40 84 0 v-18 q-42 -40 -84 0z" fill="#292524"/>` +
    rep(
      10,
      (i) =>
        `<path d="M${142 + i * 13} 120 q${i % 2 ? 6 : -6} 70 0 140" stroke="#292524" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    ) +
    `<rect x="280" y="200" width="80" height="44" rx="8" fill="#fff"/>` +
    text(320, 228, 14, '#8e2b57', 'BOOK'),

  // Farm and agro ---------------------------------------------------------------------------
  'farm-hero': () =>
    `<path d="M0 230 q100 -40 200 -10 q100 30 200 -10 v90 h-400z" fill="#3f8f5a"/>` +
    rep(5, (i) => seedling(80 + i * 60, 225, 0.8)) +
    `<circle cx="330" cy="70" r="30" fill="#f3c24b"/>`,
  'farm-maize-seed': () =>
    sack(120, 80, '#d6a96b', 'MAIZE', 'hybrid seed') +
    `<g transform="translate(290 120) rotate(15)"><ellipse rx="26" ry="70" fill="#facc15"/>${rep(10, (i) => `<circle cx="${(i % 2) * 14 - 7}" cy="${-50 + i * 10}" r="6" fill="#eab308"/>`)}<path d="M-26 20 q-20 -60 10 -90 M26 20 q20 -60 -10 -90" stroke="#16a34a" stroke-width="8" fill="none"/></g>`,
  'farm-tomato-seedlings': () =>
    `<rect x="70" y="200" width="260" height="50" rx="6" fill="#1f2937"/>` +
    rep(
      6,
      (i) =>
        `<rect x="${78 + i * 42}" y="192" width="36" height="20" rx="3" fill="#5a3b22"/>` +
        seedling(96 + i * 42, 195, 0.7),
    ) +
    `<circle cx="330" cy="90" r="20" fill="#dc2626"/><path d="M322 72 l8 6 8 -6" stroke="#16a34a" stroke-width="4" fill="none"/>`,
  'farm-layer-mash': () =>
    sack(130, 70, '#e0e7ff', 'LAYER', 'mash · 25 kg') +
    `<ellipse cx="320" cy="235" rx="22" ry="28" fill="#fff7ed" stroke="#d6a96b" stroke-width="3"/><ellipse cx="80" cy="240" rx="18" ry="23" fill="#fde68a"/>`,
  'farm-npk-fertiliser': () =>
    sack(130, 70, '#fff', 'NPK', '15-15-15 · 50 kg') +
    rep(
      12,
      (i) =>
        `<circle cx="${90 + (i % 4) * 10}" cy="${230 + Math.floor(i / 4) * 8}" r="4" fill="${['#60a5fa', '#f472b6', '#fff'][i % 3]}" stroke="#94a3b8"/>`,
    ),
  'farm-knapsack-sprayer': () =>
    `<rect x="140" y="70" width="120" height="170" rx="24" fill="#f59e0b"/><rect x="170" y="54" width="60" height="24" rx="8" fill="#1f2937"/>` +
    `<path d="M160 100 v110 M240 100 v110" stroke="#b45309" stroke-width="6"/>` +
    text(200, 170, 18, '#fff', '16 L') +
    `<path d="M250 220 q60 10 70 -40 l40 -50" stroke="#1f2937" stroke-width="6" fill="none"/><path d="M355 125 l16 -10" stroke="#1f2937" stroke-width="10"/>` +
    rep(4, (i) => `<circle cx="${372 + i * 4}" cy="${106 - i * 8}" r="3" fill="#60a5fa"/>`),
  'farm-drip-kit': () =>
    `<path d="M40 170 h320" stroke="#111827" stroke-width="10"/>` +
    rep(
      5,
      (i) =>
        `<rect x="${70 + i * 64}" y="164" width="12" height="12" rx="3" fill="#2563eb"/><path d="M${76 + i * 64} 182 q0 10 0 14" stroke="#60a5fa" stroke-width="4"/>` +
        seedling(76 + i * 64, 250, 0.7),
    ) +
    `<path d="M0 250 h400" stroke="#5a3b22" stroke-width="8"/>` +
    `<circle cx="60" cy="110" r="36" fill="none" stroke="#111827" stroke-width="10"/>`,
  'farm-eggs-crate': () =>
    `<path d="M70 210 l40 -60 h180 l40 60z" fill="#d6c7a1"/>` +
    rep(
      15,
      (i) =>
        `<ellipse cx="${120 + (i % 5) * 40 - Math.floor(i / 5) * 8}" cy="${168 + Math.floor(i / 5) * 16}" rx="16" ry="12" fill="${i % 4 ? '#fde68a' : '#fef3c7'}" stroke="#b45309" stroke-opacity="0.3"/>`,
    ) +
    `<rect x="70" y="210" width="260" height="36" fill="#c8b78e"/>` +
    text(200, 236, 16, '#5a3b22', '30 EGGS'),
  'farm-yam-tubers': () =>
    rep(
      3,
      (i) =>
        `<path d="M${70 + i * 20} ${230 - i * 40} q80 -40 220 -10 q30 10 10 30 q-140 30 -230 10 q-20 -10 0 -30z" fill="${['#8b5a2b', '#7a4a22', '#9a6a3a'][i]}"/>` +
        rep(
          6,
          (k) =>
            `<circle cx="${110 + i * 20 + k * 35}" cy="${222 - i * 40 - (k % 2) * 6}" r="2.5" fill="#3f2a1e"/>`,
        ),
    ),

  // Fashion and fabrics ---------------------------------------------------------------------
  'fashion-hero': () => fabricRoll(280, '#9a3412') + dress(120, '#6d2f7a', '#f3c24b'),
  'fashion-ankara-wrap-dress': () => dress(200, '#ea580c', '#1d4ed8'),
  'fashion-embroidered-kaftan': () =>
    `<path d="M130 70 l-50 40 25 50 25 -15 v140 h140 v-140 l25 15 25 -50 -50 -40 c-15 20 -125 20 -140 0z" fill="#e7e5e4"/>` +
    `<path d="M185 72 v60 M215 72 v60 M185 132 q15 15 30 0" stroke="#6d2f7a" stroke-width="5" fill="none"/>` +
    rep(6, (i) => `<circle cx="${200}" cy="${150 + i * 16}" r="3" fill="#6d2f7a"/>`),
  'fashion-ankara-fabric': () =>
    fabricRoll(200, '#16a34a') +
    rep(
      8,
      (i) =>
        `<circle cx="${140 + (i % 4) * 36}" cy="${130 + Math.floor(i / 4) * 50}" r="12" fill="#facc15" stroke="#dc2626" stroke-width="5"/>`,
    ),
  'fashion-french-lace': () =>
    fabricRoll(200, '#fdf2f8') +
    rep(
      12,
      (i) =>
        `<circle cx="${130 + (i % 4) * 44}" cy="${120 + Math.floor(i / 4) * 40}" r="14" fill="none" stroke="#be185d" stroke-width="3" stroke-dasharray="3 3"/>`,
    ),
  'fashion-aso-oke-set': () =>
    `<path d="M120 120 q80 -80 160 0 q-20 40 -80 40 q-60 0 -80 -40z" fill="#0f766e"/>` +
    rep(6, (i) => `<path d="M${135 + i * 22} 100 l12 50" stroke="#f3c24b" stroke-width="4"/>`) +
    `<rect x="90" y="175" width="220" height="70" rx="8" fill="#0f766e"/>` +
    rep(
      9,
      (i) =>
        `<rect x="${100 + i * 24}" y="175" width="8" height="70" fill="#f3c24b" opacity="0.8"/>`,
    ),
  'fashion-adire-shirt': () =>
    `<path d="M140 80 l-60 30 20 50 25 -10 v130 h150 v-130 l25 10 20 -50 -60 -30 c-10 25 -110 25 -120 0z" fill="#1e3a8a"/>` +
    rep(
      9,
      (i) =>
        `<circle cx="${150 + (i % 3) * 50}" cy="${140 + Math.floor(i / 3) * 45}" r="14" fill="none" stroke="#bfdbfe" stroke-width="4"/>`,
    ) +
    `<path d="M200 86 v170" stroke="#bfdbfe" stroke-width="2" stroke-dasharray="2 10"/>`,
  'fashion-agbada': () =>
    `<g transform="translate(0 22)">` +
    `<path d="M200 60 l-150 80 30 120 h240 l30 -120z" fill="#78350f"/>` +
    `<path d="M170 64 q30 40 60 0 v80 q-30 30 -60 0z" fill="#fde68a"/>` +
    rep(5, (i) => `<circle cx="${200}" cy="${90 + i * 14}" r="3" fill="#78350f"/>`) +
    `<ellipse cx="200" cy="40" rx="32" ry="14" fill="#1e40af"/></g>`,
  'fashion-beaded-clutch': () =>
    `<path d="M110 140 h180 l-10 100 h-160z" fill="#6d2f7a"/><path d="M110 140 l90 50 90 -50z" fill="#86198f"/>` +
    rep(
      24,
      (i) =>
        `<circle cx="${130 + (i % 8) * 20}" cy="${200 + Math.floor(i / 8) * 12}" r="4" fill="#f3c24b"/>`,
    ) +
    `<path d="M150 140 q50 -70 100 0" stroke="#f3c24b" stroke-width="4" fill="none" stroke-dasharray="2 4"/>`,

  // Phones and gadgets -----------------------------------------------------------------------
  'gadgets-hero': () =>
    phone(150, 60, '#111827', '#2563eb', '') +
    phone(230, 80, '#e5e7eb', '#0f766e', '') +
    `<rect x="60" y="200" width="70" height="50" rx="24" fill="#fff" stroke="#9ca3af" stroke-width="3"/>` +
    `<circle cx="80" cy="195" r="12" fill="#fff" stroke="#9ca3af" stroke-width="3"/><circle cx="110" cy="195" r="12" fill="#fff" stroke="#9ca3af" stroke-width="3"/>`,
  'gadgets-tecno-spark-20': () =>
    phone(130, 55, '#111827', '#1d4ed8', 'Spark 20') + phoneBack(225, 70, '#d4a017'),
  'gadgets-iphone-13': () =>
    phone(130, 55, '#1f2937', '#0ea5e9', '13') + phoneBack(225, 70, '#f5f5f4', true),
  'gadgets-samsung-galaxy-a15': () =>
    phone(130, 55, '#0f172a', '#7c3aed', 'A15') + phoneBack(225, 70, '#93c5fd'),
  'gadgets-wireless-earbuds': () =>
    `<rect x="110" y="150" width="180" height="110" rx="50" fill="#111827"/><path d="M110 200 h180" stroke="#374151" stroke-width="4"/><circle cx="200" cy="230" r="5" fill="#22c55e"/>` +
    rep(
      2,
      (i) =>
        `<g transform="translate(${150 + i * 100} 110) rotate(${i ? 20 : -20})"><ellipse rx="26" ry="30" fill="#1f2937"/><rect x="-8" y="20" width="16" height="46" rx="8" fill="#1f2937"/><ellipse rx="12" ry="14" fill="#4b5563"/></g>`,
    ) +
    text(200, 218, 14, '#e5e7eb', 'oraimo'),
  'gadgets-power-bank': () =>
    `<rect x="110" y="90" width="180" height="170" rx="22" fill="#0f172a"/>` +
    rep(
      4,
      (i) =>
        `<circle cx="${170 + i * 20}" cy="230" r="5" fill="${i < 3 ? '#22c55e' : '#334155'}"/>`,
    ) +
    `<rect x="170" y="84" width="60" height="10" rx="4" fill="#475569"/>` +
    text(200, 160, 22, '#fff', '20,000') +
    text(200, 188, 15, '#94a3b8', 'mAh', 400),
  'gadgets-fast-charger': () =>
    `<rect x="90" y="110" width="110" height="120" rx="18" fill="#fff" stroke="#d1d5db" stroke-width="4"/>` +
    `<rect x="120" y="80" width="12" height="34" fill="#9ca3af"/><rect x="158" y="80" width="12" height="34" fill="#9ca3af"/>` +
    text(145, 180, 22, '#111827', '25W') +
    `<path d="M200 200 q60 0 70 -40 q10 -50 60 -40" fill="none" stroke="#f8fafc" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M200 200 q60 0 70 -40 q10 -50 60 -40" fill="none" stroke="#d1d5db" stroke-width="3" stroke-dasharray="4 6"/>` +
    `<rect x="320" y="108" width="34" height="24" rx="6" fill="#6b7280"/>`,
  'gadgets-smart-watch': () =>
    `<rect x="165" y="30" width="70" height="240" rx="22" fill="#111827"/>` +
    `<rect x="130" y="95" width="140" height="110" rx="30" fill="#374151"/><rect x="142" y="107" width="116" height="86" rx="22" fill="#020617"/>` +
    text(200, 150, 26, '#fff', '10:08') +
    `<path d="M160 172 h20 l8 -12 l10 22 l8 -10 h34" fill="none" stroke="#f43f5e" stroke-width="4"/>`,
  'gadgets-hp-elitebook': () =>
    `<path d="M100 80 h200 a10 10 0 0 1 10 10 v130 h-220 v-130 a10 10 0 0 1 10 -10z" fill="#9ca3af"/>` +
    `<rect x="104" y="88" width="192" height="124" rx="4" fill="#0c4a6e"/>` +
    `<path d="M130 190 l40 -50 30 30 40 -60 30 80z" fill="#38bdf8" opacity="0.6"/>` +
    `<path d="M60 222 h280 l-20 30 h-240z" fill="#d1d5db"/><rect x="175" y="226" width="50" height="10" rx="3" fill="#9ca3af"/>` +
    text(200, 155, 18, '#fff', 'hp'),

  // Pharmacy and health ----------------------------------------------------------------------
  'pharmacy-hero': () =>
    `<rect x="150" y="50" width="100" height="100" rx="14" fill="#10b981"/><path d="M185 70 h30 v30 h30 v30 h-30 v30 h-30 v-30 h-30 v-30 h30z" fill="#fff" transform="translate(0 -10) scale(1) "/>` +
    pills(70, 190) +
    `<rect x="260" y="170" width="60" height="90" rx="10" fill="#fff" stroke="#047857" stroke-width="4"/><rect x="255" y="160" width="70" height="20" rx="6" fill="#1d4ed8"/>`,
  'pharmacy-paracetamol': () =>
    `<rect x="70" y="110" width="160" height="130" rx="8" fill="#fff" stroke="#cbd5e1" stroke-width="3"/>` +
    `<rect x="70" y="110" width="160" height="34" rx="8" fill="#dc2626"/>` +
    text(150, 133, 15, '#fff', 'PARACETAMOL') +
    text(150, 180, 26, '#0f172a', '500 mg') +
    text(150, 214, 13, '#475569', '96 tablets', 400) +
    `<rect x="240" y="130" width="100" height="120" rx="10" fill="#e2e8f0" stroke="#94a3b8" stroke-width="3"/>` +
    rep(
      6,
      (i) =>
        `<circle cx="${268 + (i % 2) * 44}" cy="${155 + Math.floor(i / 2) * 36}" r="13" fill="#fff" stroke="#cbd5e1" stroke-width="3"/>`,
    ),
  'pharmacy-vitamin-c': () =>
    `<rect x="150" y="60" width="100" height="200" rx="14" fill="#f97316"/><rect x="146" y="46" width="108" height="30" rx="8" fill="#fff"/>` +
    `<rect x="158" y="110" width="84" height="90" rx="6" fill="#fff"/>` +
    text(200, 145, 18, '#ea580c', 'VIT C') +
    text(200, 175, 16, '#0f172a', '1000 mg') +
    `<circle cx="300" cy="220" r="30" fill="#fdba74"/><circle cx="300" cy="220" r="22" fill="#fed7aa"/>` +
    `<circle cx="100" cy="215" r="30" fill="#fdba74"/>`,
  'pharmacy-blood-pressure-monitor': () =>
    `<rect x="70" y="110" width="150" height="140" rx="18" fill="#f8fafc" stroke="#94a3b8" stroke-width="4"/>` +
    `<rect x="90" y="128" width="110" height="72" rx="6" fill="#bae6fd"/>` +
    text(145, 160, 24, '#0f172a', '120/80') +
    text(145, 188, 13, '#0369a1', 'pulse 72', 400) +
    `<circle cx="145" cy="225" r="12" fill="#1d4ed8"/>` +
    `<path d="M220 180 q50 0 60 -40" fill="none" stroke="#475569" stroke-width="6"/>` +
    `<rect x="250" y="80" width="90" height="170" rx="30" fill="#1e3a8a"/><path d="M260 110 h70 M260 220 h70" stroke="#60a5fa" stroke-width="4"/>`,
  'pharmacy-thermometer': () =>
    `<g transform="rotate(-25 200 160)"><rect x="70" y="140" width="260" height="40" rx="20" fill="#fff" stroke="#94a3b8" stroke-width="3"/>` +
    `<rect x="300" y="150" width="70" height="20" rx="10" fill="#cbd5e1"/><rect x="110" y="146" width="90" height="28" rx="4" fill="#dcfce7"/>` +
    text(155, 167, 18, '#166534', '36.8°') +
    `<circle cx="235" cy="160" r="9" fill="#2563eb"/></g>`,
  'pharmacy-first-aid-kit': () =>
    `<path d="M165 90 v-20 h70 v20" fill="none" stroke="#7f1d1d" stroke-width="10"/>` +
    `<rect x="90" y="90" width="220" height="160" rx="20" fill="#dc2626"/>` +
    `<path d="M185 120 h30 v35 h35 v30 h-35 v35 h-30 v-35 h-35 v-30 h35z" fill="#fff"/>` +
    text(200, 242, 13, '#fee2e2', 'FIRST AID'),
  'pharmacy-ors': () =>
    rep(
      3,
      (i) =>
        `<g transform="translate(${80 + i * 85} ${90 + (i % 2) * 20}) rotate(${(i - 1) * 8} 50 80)"><rect width="100" height="150" rx="6" fill="${['#0ea5e9', '#38bdf8', '#0284c7'][i]}"/><path d="M0 12 h100" stroke="#fff" stroke-dasharray="4 4" stroke-width="2"/>${text(50, 70, 26, '#fff', 'ORS')}${text(50, 96, 11, '#e0f2fe', 'oral rehydration', 400)}<path d="M35 115 q15 -25 30 0 q0 20 -15 20 q-15 0 -15 -20z" fill="#fff"/></g>`,
    ),
  'pharmacy-glucometer': () =>
    `<rect x="120" y="70" width="130" height="190" rx="40" fill="#334155"/><rect x="140" y="100" width="90" height="70" rx="8" fill="#d9f99d"/>` +
    text(185, 140, 26, '#14532d', '5.4') +
    text(185, 160, 11, '#14532d', 'mmol/L', 400) +
    `<circle cx="165" cy="205" r="12" fill="#64748b"/><circle cx="205" cy="205" r="12" fill="#64748b"/>` +
    `<rect x="175" y="250" width="20" height="36" fill="#e2e8f0" stroke="#94a3b8"/>` +
    `<rect x="270" y="150" width="70" height="100" rx="10" fill="#fff" stroke="#94a3b8" stroke-width="3"/>` +
    text(305, 205, 14, '#0f172a', '50 strips'),
  'pharmacy-hand-sanitiser': () =>
    `<path d="M185 50 h40 v10 h-20 v20 h-20z" fill="#0f172a"/><rect x="180" y="78" width="40" height="30" fill="#1e293b"/>` +
    `<path d="M145 108 h110 q20 0 20 20 v120 q0 14 -14 14 h-122 q-14 0 -14 -14 v-120 q0 -20 20 -20z" fill="#a5f3fc" opacity="0.85" stroke="#0891b2" stroke-width="4"/>` +
    `<rect x="150" y="150" width="100" height="70" rx="6" fill="#fff"/>` +
    text(200, 180, 14, '#0e7490', 'SANITISER') +
    text(200, 204, 13, '#0f172a', '70% alcohol', 400),
  'pharmacy-mosquito-net': () =>
    `<rect x="70" y="200" width="260" height="40" rx="6" fill="#7c2d12"/><rect x="80" y="190" width="240" height="22" rx="6" fill="#e0f2fe"/>` +
    `<path d="M200 40 L60 250 M200 40 L340 250 M200 40 L140 250 M200 40 L260 250" stroke="#fff" stroke-width="3"/>` +
    `<path d="M200 40 L60 250 h280z" fill="#fff" opacity="0.35"/>` +
    rep(
      8,
      (i) =>
        `<path d="M${200 - i * 17} ${40 + i * 26} h${i * 34}" stroke="#fff" stroke-width="1.5" opacity="0.7"/>`,
    ) +
    `<circle cx="200" cy="40" r="8" fill="#047857"/>`,

  // Home and furniture -----------------------------------------------------------------------
  'home-hero': () => sofa('#64748b') + lamp(330, '#fef3c7'),
  'home-fabric-sofa': () => sofa('#9ca3af'),
  'home-dining-set': () =>
    `<rect x="110" y="150" width="180" height="18" rx="4" fill="#92400e"/><rect x="125" y="168" width="12" height="90" fill="#78350f"/><rect x="263" y="168" width="12" height="90" fill="#78350f"/>` +
    rep(
      2,
      (i) =>
        `<g transform="translate(${i ? 300 : 40} 0)"><rect x="10" y="90" width="12" height="170" fill="#78350f"/><rect x="10" y="180" width="60" height="14" rx="3" fill="#b45309"/><rect x="58" y="194" width="10" height="66" fill="#78350f"/><rect x="18" y="100" width="10" height="76" rx="3" fill="#b45309"/></g>`,
    ).replace('translate(300 0)', 'translate(360 0) scale(-1 1)') +
    `<ellipse cx="200" cy="140" rx="28" ry="8" fill="#fff"/><path d="M190 140 q10 -30 20 0" fill="#16a34a"/>`,
  'home-orthopaedic-mattress': () =>
    `<path d="M60 170 l60 -50 h230 l-60 50z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="3"/>` +
    `<rect x="60" y="170" width="230" height="60" fill="#e2e8f0"/><path d="M290 170 l60 -50 v60 l-60 50z" fill="#cbd5e1"/>` +
    rep(6, (i) => `<circle cx="${115 + i * 38}" cy="145" r="4" fill="#94a3b8"/>`) +
    `<path d="M60 200 h230" stroke="#1e3a8a" stroke-width="6"/>` +
    text(175, 222, 13, '#1e3a8a', 'ORTHOPAEDIC'),
  'home-bedside-lamp': () =>
    `<rect x="110" y="200" width="180" height="60" rx="6" fill="#92400e"/><rect x="120" y="215" width="160" height="4" fill="#78350f"/>` +
    lamp(200, '#fef3c7'),
  'home-centre-rug': () =>
    `<path d="M80 240 l50 -140 h160 l50 140z" fill="#b45309"/><path d="M100 228 l40 -114 h120 l40 114z" fill="#fde68a"/>` +
    `<path d="M200 130 l40 50 -40 50 -40 -50z" fill="#9a3412"/><path d="M200 150 l22 30 -22 30 -22 -30z" fill="#fde68a"/>` +
    rep(14, (i) => `<path d="M${86 + i * 17} 240 v12" stroke="#b45309" stroke-width="3"/>`),
  'home-blackout-curtains': () =>
    `<rect x="60" y="50" width="280" height="8" rx="4" fill="#44403c"/><rect x="150" y="70" width="100" height="160" fill="#bae6fd"/>` +
    rep(
      2,
      (i) =>
        `<path d="M${i ? 340 : 60} 58 h${i ? -110 : 110} q${i ? 30 : -30} 100 ${i ? -10 : 10} 200 h${i ? 110 : -110}z" fill="#7f1d1d"/>`,
    ) +
    rep(
      6,
      (i) =>
        `<path d="M${75 + (i % 3) * 25 + (i > 2 ? 190 : 0)} 60 v198" stroke="#450a0a" stroke-width="3" opacity="0.5"/>`,
    ),
  'home-pot-set': () =>
    rep(
      3,
      (i) =>
        `<g transform="translate(${60 + i * 100} ${120 + i * 20})"><rect x="0" y="30" width="${100 - i * 15}" height="${100 - i * 25}" rx="10" fill="#1f2937"/><ellipse cx="${50 - i * 7.5}" cy="30" rx="${54 - i * 8}" ry="10" fill="#cbd5e1" opacity="0.9"/><circle cx="${50 - i * 7.5}" cy="18" r="7" fill="#111827"/><rect x="-14" y="44" width="16" height="8" rx="3" fill="#111827"/><rect x="${98 - i * 15}" y="44" width="16" height="8" rx="3" fill="#111827"/></g>`,
    ),
  'home-wall-clock': () =>
    `<circle cx="200" cy="150" r="110" fill="#92400e"/><circle cx="200" cy="150" r="94" fill="#fff"/>` +
    rep(
      12,
      (i) =>
        `<rect x="197" y="64" width="6" height="${i % 3 ? 10 : 18}" fill="#1f2937" transform="rotate(${i * 30} 200 150)"/>`,
    ) +
    `<path d="M200 150 l0 -58" stroke="#1f2937" stroke-width="7" stroke-linecap="round"/><path d="M200 150 l44 22" stroke="#1f2937" stroke-width="5" stroke-linecap="round"/><circle cx="200" cy="150" r="7" fill="#b45309"/>`,

  // General store ----------------------------------------------------------------------------
  'general-hero': () =>
    `<path d="M120 110 h160 l20 150 h-200z" fill="#b45309"/><path d="M160 110 v-20 q40 -50 80 0 v20" fill="none" stroke="#78350f" stroke-width="8"/>` +
    `<rect x="140" y="150" width="120" height="60" rx="8" fill="#fff" opacity="0.9"/>` +
    text(200, 188, 20, '#334155', 'SHOP'),
  'general-gift-box': () =>
    `<rect x="110" y="140" width="180" height="120" rx="6" fill="#334155"/><rect x="100" y="115" width="200" height="40" rx="6" fill="#475569"/>` +
    `<rect x="190" y="115" width="20" height="145" fill="#f59e0b"/>` +
    `<path d="M200 115 c-50 -60 -80 -10 0 0 c80 -10 50 -60 0 0" fill="none" stroke="#f59e0b" stroke-width="10"/>`,
  'general-gift-card': () =>
    `<rect x="80" y="80" width="240" height="150" rx="16" fill="#334155" transform="rotate(-6 200 155)"/>` +
    `<g transform="rotate(-6 200 155)"><rect x="80" y="120" width="240" height="18" fill="#f59e0b"/>` +
    text(200, 190, 28, '#fff', '₦25,000') +
    text(200, 112, 14, '#fcd34d', 'GIFT CARD') +
    `</g>`,
  'general-tote-bag': () =>
    `<path d="M160 130 q0 -70 40 -70 q40 0 40 70" fill="none" stroke="#a8a29e" stroke-width="9"/>` +
    `<path d="M115 125 h170 l10 140 h-190z" fill="#e7e5e4" stroke="#a8a29e" stroke-width="3"/>` +
    `<circle cx="200" cy="195" r="34" fill="#b45309" opacity="0.85"/><path d="M184 195 l12 12 22 -24" fill="none" stroke="#fff" stroke-width="6"/>`,
  'general-water-bottle': () =>
    `<rect x="170" y="50" width="60" height="34" rx="8" fill="#1f2937"/><path d="M160 90 h80 q10 0 10 14 v150 q0 14 -14 14 h-72 q-14 0 -14 -14 v-150 q0 -14 10 -14z" fill="#15803d"/>` +
    `<rect x="150" y="140" width="100" height="8" fill="#166534"/><rect x="172" y="105" width="10" height="140" rx="5" fill="#fff" opacity="0.3"/>` +
    text(200, 210, 14, '#dcfce7', '750 ml'),
  'general-notebook': () =>
    `<rect x="120" y="60" width="170" height="210" rx="8" fill="#1e3a8a"/><rect x="120" y="60" width="24" height="210" rx="6" fill="#172554"/>` +
    `<rect x="240" y="60" width="10" height="230" fill="#dc2626"/><rect x="165" y="110" width="100" height="40" rx="4" fill="#fff"/>` +
    text(215, 136, 16, '#1e3a8a', 'NOTES'),
  'general-mug': () =>
    `<path d="M250 140 q60 0 60 45 q0 45 -60 45" fill="none" stroke="#b45309" stroke-width="14"/>` +
    `<path d="M120 100 h140 v130 q0 30 -30 30 h-80 q-30 0 -30 -30z" fill="#b45309"/><ellipse cx="190" cy="100" rx="70" ry="12" fill="#78350f"/>` +
    `<path d="M170 80 q10 -20 0 -40 M210 80 q10 -20 0 -40" stroke="#a8a29e" stroke-width="5" fill="none"/>`,
};

function jar(x: number, y: number, cream: string, lid: string, label: string): string {
  return (
    `<rect x="${x}" y="${y}" width="120" height="110" rx="18" fill="${cream}" stroke="#00000018" stroke-width="3"/>` +
    `<rect x="${x - 6}" y="${y - 20}" width="132" height="30" rx="8" fill="${lid}"/>` +
    (label ? text(x + 60, y + 66, 18, lid, label) : '')
  );
}
function sack(x: number, y: number, colour: string, label: string, detail: string): string {
  return (
    `<path d="M${x} ${y + 10} q70 -20 140 0 l16 170 q-86 20 -172 0z" fill="${colour}" stroke="#00000022" stroke-width="3"/>` +
    `<path d="M${x + 10} ${y + 6} q60 18 120 0" stroke="#00000030" stroke-width="4" fill="none"/>` +
    text(x + 70, y + 100, 24, '#14532d', label) +
    text(x + 70, y + 126, 12, '#14532d', detail, 400)
  );
}
function seedling(x: number, y: number, k: number): string {
  return `<g transform="translate(${x} ${y}) scale(${k})"><path d="M0 0 v-50" stroke="#2f6b4f" stroke-width="6"/><path d="M0 -30 q-30 -10 -34 -36 q30 4 34 36z M0 -40 q26 -14 32 -40 q-30 6 -32 40z" fill="#3f8f5a"/></g>`;
}
function dress(x: number, colour: string, dots: string): string {
  return (
    `<path d="M${x - 30} 60 h60 l10 60 l50 140 h-180 l50 -140z" fill="${colour}"/>` +
    `<path d="M${x - 30} 60 q30 30 60 0" fill="none" stroke="#00000030" stroke-width="4"/><path d="M${x - 40} 120 h80" stroke="#00000030" stroke-width="6"/>` +
    rep(
      10,
      (i) =>
        `<circle cx="${x - 60 + (i % 5) * 30}" cy="${160 + Math.floor(i / 5) * 44}" r="9" fill="${dots}" opacity="0.8"/>`,
    )
  );
}
function fabricRoll(x: number, colour: string): string {
  return (
    `<rect x="${x - 110}" y="90" width="200" height="160" rx="10" fill="${colour}" stroke="#00000022" stroke-width="3"/>` +
    `<ellipse cx="${x + 90}" cy="170" rx="24" ry="80" fill="${colour}" stroke="#00000030" stroke-width="4"/><ellipse cx="${x + 90}" cy="170" rx="8" ry="24" fill="#00000030"/>`
  );
}
function plate(x: number, y: number, r: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.5}" fill="#fff" stroke="#6b3a1f" stroke-opacity="0.15" stroke-width="5"/><ellipse cx="${x}" cy="${y}" rx="${r * 0.78}" ry="${r * 0.38}" fill="none" stroke="#6b3a1f" stroke-opacity="0.06" stroke-width="3"/>`;
}
function rice(x: number, y: number, colour: string): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="72" ry="34" fill="${colour}"/>` +
    rep(
      22,
      (i) =>
        `<ellipse cx="${x - 55 + ((i * 29) % 110)}" cy="${y - 22 + ((i * 17) % 42)}" rx="5" ry="2.4" fill="#fff" opacity="0.45" transform="rotate(${(i * 47) % 180} ${x - 55 + ((i * 29) % 110)} ${y - 22 + ((i * 17) % 42)})"/>`,
    )
  );
}
function plantain(x: number, y: number): string {
  return rep(
    4,
    (i) =>
      `<ellipse cx="${x + i * 18}" cy="${y + (i % 2) * 6}" rx="14" ry="9" fill="#f59e0b" stroke="#b45309" stroke-width="2"/>`,
  );
}
function phone(x: number, y: number, body: string, screen: string, label: string): string {
  return (
    `<rect x="${x}" y="${y}" width="100" height="200" rx="16" fill="${body}"/>` +
    `<rect x="${x + 6}" y="${y + 8}" width="88" height="184" rx="11" fill="${screen}"/>` +
    `<circle cx="${x + 50}" cy="${y + 18}" r="4" fill="${body}"/>` +
    rep(
      8,
      (i) =>
        `<rect x="${x + 14 + (i % 4) * 19}" y="${y + 40 + Math.floor(i / 4) * 24}" width="14" height="14" rx="4" fill="#fff" opacity="0.55"/>`,
    ) +
    (label ? text(x + 50, y + 150, 16, '#fff', label) : '')
  );
}
function phoneBack(x: number, y: number, body: string, square = false): string {
  const lenses = square
    ? `<rect x="${x + 10}" y="${y + 10}" width="46" height="46" rx="12" fill="#00000022"/><circle cx="${x + 24}" cy="${y + 24}" r="9" fill="#111827"/><circle cx="${x + 43}" cy="${y + 42}" r="9" fill="#111827"/>`
    : rep(
        3,
        (i) =>
          `<circle cx="${x + 22}" cy="${y + 22 + i * 22}" r="9" fill="#111827" stroke="#9ca3af" stroke-width="2"/>`,
      );
  return `<rect x="${x}" y="${y}" width="100" height="200" rx="16" fill="${body}" stroke="#00000022" stroke-width="2"/>${lenses}`;
}
function pills(x: number, y: number): string {
  return rep(
    4,
    (i) =>
      `<g transform="translate(${x + i * 40} ${y + (i % 2) * 20}) rotate(${i * 35})"><rect x="-22" y="-10" width="44" height="20" rx="10" fill="#fff"/><rect x="-22" y="-10" width="22" height="20" rx="10" fill="${i % 2 ? '#1d4ed8' : '#f59e0b'}"/></g>`,
  );
}
function sofa(colour: string): string {
  return (
    `<rect x="70" y="110" width="260" height="80" rx="18" fill="${colour}"/>` +
    `<rect x="50" y="150" width="46" height="90" rx="14" fill="${colour}"/><rect x="304" y="150" width="46" height="90" rx="14" fill="${colour}"/>` +
    `<rect x="90" y="180" width="220" height="50" rx="10" fill="${colour}" stroke="#00000022" stroke-width="3"/>` +
    `<path d="M163 182 v46 M237 182 v46" stroke="#00000026" stroke-width="3"/>` +
    `<rect x="110" y="125" width="50" height="45" rx="10" fill="#f59e0b"/>` +
    `<rect x="70" y="238" width="10" height="22" fill="#78350f"/><rect x="320" y="238" width="10" height="22" fill="#78350f"/>`
  );
}
function lamp(x: number, shade: string): string {
  return (
    `<g transform="translate(${x} 0)"><path d="M-40 70 h80 l20 70 h-120z" fill="${shade}" stroke="#d6d3d1" stroke-width="3"/>` +
    `<rect x="-4" y="140" width="8" height="40" fill="#78350f"/><ellipse cx="0" cy="195" rx="26" ry="18" fill="#c2410c"/><ellipse cx="0" cy="208" rx="30" ry="6" fill="#9a3412"/></g>`
  );
}
