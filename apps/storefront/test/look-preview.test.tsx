import { DEFAULT_LOOK } from '@agency/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { imageSrc } from '../src/catalogue/art.ts';
import { LookPreview } from '../src/routes/admin/look/LookPreview.tsx';

afterEach(cleanup);

const draft = { ...DEFAULT_LOOK, name: 'Adire House', custom_domain: '' };

it('previews the search hint in a search box and the hero picture on the card', () => {
  render(
    <LookPreview
      draft={{ ...draft, search_hint: 'Search wrappers, shirts…', hero_url: 'art:fabric:5:0' }}
    />,
  );
  const preview = screen.getByTestId('look-preview');
  expect(preview.querySelector('.sf-search')?.textContent).toBe('Search wrappers, shirts…');
  expect(preview.querySelector('.sf-card__desc')?.textContent).toBe('Its short description');
  expect(preview.querySelector('.sf-card img')?.getAttribute('src')).toBe(
    imageSrc('art:fabric:5:0'),
  );
  expect(preview.querySelector('.sf-brand__name')?.textContent).toBe('Adire House');
});

it('without a hint or a hero: the default hint and a sample picture', () => {
  render(<LookPreview draft={{ ...draft, search_hint: '', hero_url: '' }} />);
  const preview = screen.getByTestId('look-preview');
  expect(preview.querySelector('.sf-search')?.textContent).toBe('Search the store…');
  expect(preview.querySelector('.sf-card img')?.getAttribute('src')).toBe(
    imageSrc('art:delicacy:1:1'),
  );
});
