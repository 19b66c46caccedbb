import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { StarRating } from '../src/components/StarRating.tsx';

afterEach(cleanup);

it('shows every average to one decimal, and one review as one review', () => {
  render(
    <>
      <StarRating value={4} count={34} />
      <StarRating value={4.8} count={98} />
      <StarRating value={5} count={1} />
    </>,
  );
  const ratings = screen.getAllByRole('img');
  expect(ratings.map((r) => r.textContent)).toEqual([
    '4.0 · 34 reviews',
    '4.8 · 98 reviews',
    '5.0 · 1 review',
  ]);
  expect(ratings.map((r) => r.getAttribute('aria-label'))).toEqual([
    'Rated 4 out of 5 from 34 reviews',
    'Rated 4.8 out of 5 from 98 reviews',
    'Rated 5 out of 5 from 1 review',
  ]);
});
