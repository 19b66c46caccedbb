import { Icon } from './icons.tsx';

/** Stars, the average to one decimal (4.0 beside 4.8, not 4) and the count of reviews. */
export function StarRating({ value, count }: { value: number; count: number }) {
  const reviews = `${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <p className="sf-rating" role="img" aria-label={`Rated ${value} out of 5 from ${reviews}`}>
      <span aria-hidden="true" className="sf-stars">
        {[1, 2, 3, 4, 5].map((n) => (
          <Icon key={n} name="star" filled={n <= Math.round(value)} />
        ))}
      </span>
      <span aria-hidden="true">
        {value.toFixed(1)} · {reviews}
      </span>
    </p>
  );
}
