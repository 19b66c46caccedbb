import { Icon } from './icons.tsx';

export function StarRating({ value, count }: { value: number; count: number }) {
  return (
    <p
      className="sf-rating"
      role="img"
      aria-label={`Rated ${value} out of 5 from ${count} reviews`}
    >
      <span aria-hidden="true" className="sf-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <Icon key={n} name="star" filled={n <= Math.round(value)} />
        ))}
      </span>
      <span aria-hidden="true">
        {value} · {count} reviews
      </span>
    </p>
  );
}
