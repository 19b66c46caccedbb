/**
 * Shapes the template pictures' drawings share (make-template-pictures.ts): on the 400 × 300 card
 * the storefront's drawn art uses.
 */
export type Draw = () => string;

export const rep = (n: number, at: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => at(i)).join('');
export const text = (
  x: number,
  y: number,
  size: number,
  fill: string,
  body: string,
  weight = 700,
) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-family="DejaVu Sans,sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${body}</text>`;

// Bakery -----------------------------------------------------------------------------------
export const cake = (
  sponge: string,
  icing: string,
  tiers: number,
  top: (y: number) => string,
): string => {
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
export const candles = (n: number) => (y: number) =>
  rep(
    n,
    (i) =>
      `<rect x="${174 + i * 22}" y="${y - 34}" width="8" height="34" rx="2" fill="${['#60a5fa', '#f472b6', '#facc15'][i % 3]}"/><ellipse cx="${178 + i * 22}" cy="${y - 42}" rx="5" ry="9" fill="#f59e0b"/>`,
  );

export function jar(x: number, y: number, cream: string, lid: string, label: string): string {
  return (
    `<rect x="${x}" y="${y}" width="120" height="110" rx="18" fill="${cream}" stroke="#00000018" stroke-width="3"/>` +
    `<rect x="${x - 6}" y="${y - 20}" width="132" height="30" rx="8" fill="${lid}"/>` +
    (label ? text(x + 60, y + 66, 18, lid, label) : '')
  );
}
export function sack(x: number, y: number, colour: string, label: string, detail: string): string {
  return (
    `<path d="M${x} ${y + 10} q70 -20 140 0 l16 170 q-86 20 -172 0z" fill="${colour}" stroke="#00000022" stroke-width="3"/>` +
    `<path d="M${x + 10} ${y + 6} q60 18 120 0" stroke="#00000030" stroke-width="4" fill="none"/>` +
    text(x + 70, y + 100, 24, '#14532d', label) +
    text(x + 70, y + 126, 12, '#14532d', detail, 400)
  );
}
export function seedling(x: number, y: number, k: number): string {
  return `<g transform="translate(${x} ${y}) scale(${k})"><path d="M0 0 v-50" stroke="#2f6b4f" stroke-width="6"/><path d="M0 -30 q-30 -10 -34 -36 q30 4 34 36z M0 -40 q26 -14 32 -40 q-30 6 -32 40z" fill="#3f8f5a"/></g>`;
}
export function dress(x: number, colour: string, dots: string): string {
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
export function fabricRoll(x: number, colour: string): string {
  return (
    `<rect x="${x - 110}" y="90" width="200" height="160" rx="10" fill="${colour}" stroke="#00000022" stroke-width="3"/>` +
    `<ellipse cx="${x + 90}" cy="170" rx="24" ry="80" fill="${colour}" stroke="#00000030" stroke-width="4"/><ellipse cx="${x + 90}" cy="170" rx="8" ry="24" fill="#00000030"/>`
  );
}
export function plate(x: number, y: number, r: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.5}" fill="#fff" stroke="#6b3a1f" stroke-opacity="0.15" stroke-width="5"/><ellipse cx="${x}" cy="${y}" rx="${r * 0.78}" ry="${r * 0.38}" fill="none" stroke="#6b3a1f" stroke-opacity="0.06" stroke-width="3"/>`;
}
export function rice(x: number, y: number, colour: string): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="72" ry="34" fill="${colour}"/>` +
    rep(
      22,
      (i) =>
        `<ellipse cx="${x - 55 + ((i * 29) % 110)}" cy="${y - 22 + ((i * 17) % 42)}" rx="5" ry="2.4" fill="#fff" opacity="0.45" transform="rotate(${(i * 47) % 180} ${x - 55 + ((i * 29) % 110)} ${y - 22 + ((i * 17) % 42)})"/>`,
    )
  );
}
export function plantain(x: number, y: number): string {
  return rep(
    4,
    (i) =>
      `<ellipse cx="${x + i * 18}" cy="${y + (i % 2) * 6}" rx="14" ry="9" fill="#f59e0b" stroke="#b45309" stroke-width="2"/>`,
  );
}
export function phone(x: number, y: number, body: string, screen: string, label: string): string {
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
export function phoneBack(x: number, y: number, body: string, square = false): string {
  const lenses = square
    ? `<rect x="${x + 10}" y="${y + 10}" width="46" height="46" rx="12" fill="#00000022"/><circle cx="${x + 24}" cy="${y + 24}" r="9" fill="#111827"/><circle cx="${x + 43}" cy="${y + 42}" r="9" fill="#111827"/>`
    : rep(
        3,
        (i) =>
          `<circle cx="${x + 22}" cy="${y + 22 + i * 22}" r="9" fill="#111827" stroke="#9ca3af" stroke-width="2"/>`,
      );
  return `<rect x="${x}" y="${y}" width="100" height="200" rx="16" fill="${body}" stroke="#00000022" stroke-width="2"/>${lenses}`;
}
export function pills(x: number, y: number): string {
  return rep(
    4,
    (i) =>
      `<g transform="translate(${x + i * 40} ${y + (i % 2) * 20}) rotate(${i * 35})"><rect x="-22" y="-10" width="44" height="20" rx="10" fill="#fff"/><rect x="-22" y="-10" width="22" height="20" rx="10" fill="${i % 2 ? '#1d4ed8' : '#f59e0b'}"/></g>`,
  );
}
export function sofa(colour: string): string {
  return (
    `<rect x="70" y="110" width="260" height="80" rx="18" fill="${colour}"/>` +
    `<rect x="50" y="150" width="46" height="90" rx="14" fill="${colour}"/><rect x="304" y="150" width="46" height="90" rx="14" fill="${colour}"/>` +
    `<rect x="90" y="180" width="220" height="50" rx="10" fill="${colour}" stroke="#00000022" stroke-width="3"/>` +
    `<path d="M163 182 v46 M237 182 v46" stroke="#00000026" stroke-width="3"/>` +
    `<rect x="110" y="125" width="50" height="45" rx="10" fill="#f59e0b"/>` +
    `<rect x="70" y="238" width="10" height="22" fill="#78350f"/><rect x="320" y="238" width="10" height="22" fill="#78350f"/>`
  );
}
export function lamp(x: number, shade: string): string {
  return (
    `<g transform="translate(${x} 0)"><path d="M-40 70 h80 l20 70 h-120z" fill="${shade}" stroke="#d6d3d1" stroke-width="3"/>` +
    `<rect x="-4" y="140" width="8" height="40" fill="#78350f"/><ellipse cx="0" cy="195" rx="26" ry="18" fill="#c2410c"/><ellipse cx="0" cy="208" rx="30" ry="6" fill="#9a3412"/></g>`
  );
}
