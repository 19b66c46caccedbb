import { type Draw, rep, text, jar, pills } from './shapes.ts';

/** One drawing per picture: pharmacy, beauty (names as in the templates' files). */
export const DRAWINGS_HEALTH_AND_BEAUTY: Record<string, Draw> = {
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
};
