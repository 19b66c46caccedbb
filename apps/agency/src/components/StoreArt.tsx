/** Small illustrations of storefronts, drawn in SVG so the site ships no downloaded media. */
export function StoreArt({ hue, accent, label }: { hue: string; accent: string; label: string }) {
  return (
    <svg viewBox="0 0 320 240" role="img" aria-label={label} preserveAspectRatio="xMidYMid slice">
      <rect width="320" height="240" fill={hue} />
      <circle cx="270" cy="40" r="70" fill={accent} opacity="0.25" />
      <rect x="28" y="34" width="264" height="182" rx="14" fill="#fff" />
      <rect x="28" y="34" width="264" height="26" rx="14" fill="#17131c" />
      <circle cx="46" cy="47" r="4" fill="#e8501a" />
      <circle cx="60" cy="47" r="4" fill="#f3c24b" />
      <circle cx="74" cy="47" r="4" fill="#3f9e6c" />
      <rect x="44" y="74" width="112" height="12" rx="6" fill="#17131c" />
      <rect x="44" y="94" width="84" height="8" rx="4" fill="#cfc6bb" />
      <rect x="44" y="112" width="64" height="20" rx="10" fill={accent} />
      <rect x="172" y="72" width="104" height="62" rx="10" fill={hue} />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${44 + i * 80} 148)`}>
          <rect
            width="68"
            height="52"
            rx="8"
            fill={i === 1 ? accent : '#f3ede5'}
            opacity={i === 1 ? 0.35 : 1}
          />
          <rect x="8" y="38" width="36" height="6" rx="3" fill="#17131c" opacity="0.6" />
        </g>
      ))}
    </svg>
  );
}
