import { describe, expect, it } from 'vitest';
import { nameError } from '../src/routes/businesses/new.tsx';

describe('a new business name', () => {
  it('must be 2 to 120 characters, spaces aside', () => {
    expect(nameError(' a ')).toBe('Enter the business name (at least 2 characters)');
    expect(nameError('x'.repeat(121))).toBe('Business name must be at most 120 characters');
    expect(nameError('  Golden Shell Farms ')).toBeNull();
  });
});
