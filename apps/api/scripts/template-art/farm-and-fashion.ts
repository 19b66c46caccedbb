import { type Draw, rep, text, sack, seedling, dress, fabricRoll } from './shapes.ts';

/** One drawing per picture: farm, fashion (names as in the templates' files). */
export const DRAWINGS_FARM_AND_FASHION: Record<string, Draw> = {
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
};
