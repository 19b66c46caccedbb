import { expect, it } from 'vitest';
import { findSimilar } from '../src/similar.ts';

const existing = [
  { name: 'Golden Shell Farms', contact: 'Ada' },
  { name: 'Snail Palace', contact: 'Bola' },
];

it('finds a name one edit away, ignoring case and spacing', () => {
  expect(findSimilar('golden shell farm', existing)?.contact).toBe('Ada');
  expect(findSimilar('SNAIL  PALACE', existing)?.name).toBe('Snail Palace');
  expect(findSimilar('Snail Palaces', existing)?.name).toBe('Snail Palace');
});

it('lets a name two edits away through', () => {
  expect(findSimilar('Snail Plaza', existing)).toBeUndefined();
  expect(findSimilar('Golden Shell Parks', existing)).toBeUndefined();
});
