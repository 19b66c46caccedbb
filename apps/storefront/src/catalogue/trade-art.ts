/**
 * Motifs the starter templates' trades used before each item had a committed picture of its own
 * (decision 045): stores filled then still show `art:plate:…` and the like, drawn like the demo
 * store's art, `(accent, ink, variation) => SVG` on the 400 × 300 card.
 */
type Motif = (accent: string, ink: string, v: number) => string;

const dots = (n: number, at: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => at(i)).join('');

export const TRADE_MOTIFS: Record<string, Motif> = {
  garment: (a, ink, v) =>
    `<path d="M${150 + v * 3} 80 l-60 30 20 50 25 -10 v130 h130 v-130 l25 10 20 -50 -60 -30 c-10 25 -90 25 -100 0z" fill="${a}"/>` +
    `<path d="M${175 + v * 3} 82 q25 30 50 0" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="5"/>` +
    dots(
      6,
      (i) =>
        `<circle cx="${165 + (i % 3) * 35 + v * 3}" cy="${160 + Math.floor(i / 3) * 50}" r="11" fill="#fff" opacity="0.55"/>`,
    ),
  fabric: (a, ink, v) =>
    `<rect x="${80 + v * 3}" y="90" width="240" height="160" rx="14" fill="${a}"/>` +
    `<ellipse cx="${320 + v * 3}" cy="170" rx="26" ry="80" fill="${a}" stroke="${ink}" stroke-opacity="0.25" stroke-width="4"/>` +
    dots(
      8,
      (i) =>
        `<circle cx="${115 + (i % 4) * 55 + v * 3}" cy="${130 + Math.floor(i / 4) * 70}" r="${18 - (i % 2) * 6}" fill="none" stroke="#fff" stroke-width="6" opacity="0.7"/>`,
    ),
  bag: (a, ink, v) =>
    `<path d="M${150 + v * 3} 130 q50 -70 100 0" fill="none" stroke="${ink}" stroke-width="6"/>` +
    `<rect x="${110 + v * 3}" y="130" width="180" height="110" rx="18" fill="${a}"/>` +
    dots(
      12,
      (i) =>
        `<circle cx="${130 + (i % 6) * 28 + v * 3}" cy="${160 + Math.floor(i / 6) * 40}" r="6" fill="#f3c24b"/>`,
    ),
  plate: (a, ink, v) =>
    `<ellipse cx="200" cy="200" rx="${140 - v * 3}" ry="72" fill="#fff" stroke="${ink}" stroke-opacity="0.12" stroke-width="5"/>` +
    `<ellipse cx="180" cy="195" rx="80" ry="42" fill="${a}" opacity="0.9"/>` +
    dots(
      3,
      (i) =>
        `<ellipse cx="${270 + (i % 2) * 8}" cy="${175 + i * 20}" rx="22" ry="10" fill="#f3c24b" stroke="${ink}" stroke-opacity="0.2"/>`,
    ) +
    `<path d="M${150 + v * 10} 185 q20 -25 45 0" fill="#7a3b16"/>`,
  bowl: (a, ink, v) =>
    `<path d="M${90 + v * 2} 160 h220 q-10 100 -110 100 q-100 0 -110 -100z" fill="${ink}" opacity="0.85"/>` +
    `<ellipse cx="200" cy="160" rx="110" ry="28" fill="${a}"/>` +
    dots(
      4,
      (i) => `<circle cx="${150 + i * 33}" cy="${158 + (i % 2) * 6}" r="10" fill="#3f8f5a"/>`,
    ) +
    `<path d="M170 110 q10 -20 0 -40 M210 110 q10 -20 0 -40" stroke="${ink}" stroke-opacity="0.25" stroke-width="5" fill="none"/>`,
  pastry: (a, ink, v) =>
    dots(
      3,
      (i) =>
        `<path d="M${95 + i * 75 + v * 2} 230 q40 -90 80 0z" fill="#d99a1e" stroke="${ink}" stroke-opacity="0.25" stroke-width="4"/>`,
    ) +
    dots(
      5,
      (i) =>
        `<circle cx="${110 + i * 45}" cy="${130 + (i % 2) * 15}" r="18" fill="${a}" opacity="0.85"/>`,
    ),
  drink: (a, ink, v) =>
    dots(
      2,
      (i) =>
        `<path d="M${150 + i * 80 + v * 2} 100 h40 v20 q20 15 20 40 v110 h-80 v-110 q0 -25 20 -40z" fill="${a}" opacity="${0.8 + i * 0.15}"/><rect x="${150 + i * 80 + v * 2}" y="90" width="40" height="14" rx="4" fill="${ink}"/><rect x="${135 + i * 80 + v * 2}" y="180" width="70" height="40" fill="#fff" opacity="0.8"/>`,
    ),
  sack: (a, ink, v) =>
    `<path d="M${130 + v * 3} 90 q70 -20 140 0 l20 190 h-180z" fill="#e0c08a"/>` +
    `<path d="M${130 + v * 3} 90 q70 20 140 0" fill="none" stroke="${ink}" stroke-opacity="0.3" stroke-width="5"/>` +
    `<rect x="${150 + v * 3}" y="150" width="100" height="60" rx="8" fill="${a}"/>` +
    `<path d="M${175 + v * 3} 195 q25 -45 50 0" fill="none" stroke="#fff" stroke-width="5"/>`,
  seedling: (a, _ink, v) =>
    `<path d="M100 260 h200 l-20 -40 h-160z" fill="#8a5a2b"/>` +
    dots(
      3,
      (i) =>
        `<path d="M${150 + i * 50} 222 v-${50 + ((i + v) % 3) * 20}" stroke="${a}" stroke-width="6"/><ellipse cx="${165 + i * 50}" cy="${170 - ((i + v) % 3) * 20}" rx="18" ry="9" fill="${a}"/><ellipse cx="${135 + i * 50}" cy="${180 - ((i + v) % 3) * 20}" rx="18" ry="9" fill="#3f8f5a"/>`,
    ),
  tool: (a, ink, v) =>
    `<rect x="${150 + v * 3}" y="100" width="110" height="150" rx="24" fill="${a}"/>` +
    `<rect x="${170 + v * 3}" y="82" width="70" height="24" rx="8" fill="${ink}"/>` +
    `<path d="M${150 + v * 3} 220 l-70 -40 l-20 10" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>`,
  egg: (a, ink, v) =>
    `<rect x="90" y="180" width="220" height="70" rx="10" fill="#c9a36b"/>` +
    dots(
      5,
      (i) =>
        `<ellipse cx="${115 + i * 42}" cy="${170 - ((i + v) % 2) * 6}" rx="18" ry="24" fill="${i % 2 ? '#fff3e0' : a}" stroke="${ink}" stroke-opacity="0.15" stroke-width="3"/>`,
    ),
  jar: (a, ink, v) =>
    `<rect x="${130 + v * 3}" y="140" width="140" height="110" rx="20" fill="#fff" stroke="${ink}" stroke-opacity="0.15" stroke-width="4"/>` +
    `<rect x="${125 + v * 3}" y="110" width="150" height="40" rx="10" fill="${a}"/>` +
    `<rect x="${150 + v * 3}" y="170" width="100" height="50" rx="8" fill="${a}" opacity="0.25"/>`,
  bottle: (a, ink, v) =>
    `<path d="M${180 + v * 3} 90 h40 v40 q30 15 30 45 v80 h-100 v-80 q0 -30 30 -45z" fill="${a}" opacity="0.9"/>` +
    `<rect x="${185 + v * 3}" y="70" width="30" height="24" rx="4" fill="${ink}"/>` +
    `<rect x="${160 + v * 3}" y="185" width="80" height="45" rx="6" fill="#fff" opacity="0.85"/>`,
  hair: (a, ink, v) =>
    `<ellipse cx="200" cy="150" rx="70" ry="80" fill="${ink}"/>` +
    `<ellipse cx="200" cy="165" rx="42" ry="55" fill="#c68a5a"/>` +
    dots(
      6,
      (i) =>
        `<path d="M${135 + i * 26} 150 q${(i % 2 ? 8 : -8) + v} 60 0 ${110 - (i % 3) * 10}" stroke="${ink}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    ) +
    `<path d="M150 95 q50 -30 100 0" stroke="${a}" stroke-width="10" fill="none"/>`,
};
