import { describe, expect, it } from 'vitest';
import { passwordErrors } from '../src/ChangePasswordForm.tsx';

describe('changing a password', () => {
  it('names each problem at its field', () => {
    expect(passwordErrors({ current: '', next: 'short', confirmation: 'other' })).toEqual({
      current: 'Enter your current password.',
      next: 'Use at least 8 characters.',
      confirmation: 'Passwords do not match',
    });
    expect(
      passwordErrors({
        current: 'same-password',
        next: 'same-password',
        confirmation: 'same-password',
      }).next,
    ).toBe('Choose a password you do not use now.');
    expect(
      passwordErrors({
        current: 'old-password',
        next: 'new-password-1',
        confirmation: 'new-password-1',
      }),
    ).toEqual({});
  });
});
