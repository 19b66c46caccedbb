/** Menu icons, drawn inline (no icon font or download). */
const paths = {
  overview: 'M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z',
  analytics: 'M3 17h14M5 14V9M9 14V5M13 14v-3M17 14V7',
  list: 'M7 5h10M7 10h10M7 15h10M3 5h.01M3 10h.01M3 15h.01',
  blog: 'M4 3h9l3 3v11H4zM7 8h6M7 11h6M7 14h4',
  leads: 'M3 5h14v10H3zM3 5l7 6 7-6',
  stores: 'M3 8l1.5-5h11L17 8M3 8h14M3 8v9h14V8M8 17v-5h4v5',
  team: 'M7 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 17c0-3 2.2-5 5-5s5 2 5 5M14 8a2.5 2.5 0 1 0 0-5M15 12c2 .3 3.5 2 3.5 5',
  audit: 'M5 2h8l3 3v13H5zM8 7h5M8 10h5M8 13h3M15 18l3-3',
  settings:
    'M10 13a3 3 0 100-6 3 3 0 000 6zM10 1v3M10 16v3M1 10h3M16 10h3M3.6 3.6l2.1 2.1M14.3 14.3l2.1 2.1M3.6 16.4l2.1-2.1M14.3 5.7l2.1-2.1',
} as const;

type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="uk-icon"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={paths[name]} />
    </svg>
  );
}
