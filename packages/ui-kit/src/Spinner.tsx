export function Spinner({ label = 'Loading', large = false }: { label?: string; large?: boolean }) {
  return (
    <span
      className={`uk-spinner${large ? ' uk-spinner--large' : ''}`}
      role="status"
      aria-label={label}
    />
  );
}
