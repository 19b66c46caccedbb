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
