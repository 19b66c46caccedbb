import { type Draw, rep, text, phone, phoneBack, sofa, lamp } from './shapes.ts';

/** One drawing per picture: gadgets, home, general (names as in the templates' files). */
export const DRAWINGS_SHOPS: Record<string, Draw> = {
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
