const PATHS = {
  cart: 'M3 4h2l2.2 9.2a1 1 0 001 .8h7.6a1 1 0 001-.8L18 7H6M9 18a1 1 0 100-2 1 1 0 000 2zM15 18a1 1 0 100-2 1 1 0 000 2z',
  close: 'M5 5l10 10M15 5L5 15',
  search: 'M9 15a6 6 0 100-12 6 6 0 000 12zM13.5 13.5L17 17',
  chevron: 'M6 8l4 4 4-4',
  sliders: 'M3 6h8M15 6h2M13 4v4M3 14h2M9 14h8M7 12v4',
  star: 'M10 2.5l2.3 4.8 5.2.7-3.8 3.6.9 5.2L10 14.3 5.4 16.8l.9-5.2L2.5 8l5.2-.7z',
} as const;

export function Icon({ name, filled = false }: { name: keyof typeof PATHS; filled?: boolean }) {
  return (
    <svg
      className="uk-icon"
      viewBox="0 0 20 20"
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
