import { configureApi } from '@agency/api-client';
import { MemoryRouter } from '@agency/router/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { ForgotPasswordScreen, SignInScreen } from '../src/index.ts';

// The exact words the sign-in screens show (docs/product-rules.md; the full list of fixed texts is
// packages/contract/test/spec-texts.ts), read off the rendered screens as a person reads them.

const answers: Record<string, unknown> = {
  'auth/generate_otp': { message: 'If the address has an account, a code is on its way.' },
  'auth/login': { id: 'u1', role: 'marketer', token: 'tok-1' },
};
vi.stubGlobal('fetch', async (url: string) => {
  const path = new URL(url).pathname.replace('/api/v1/', '');
  return new Response(JSON.stringify(answers[path] ?? {}), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
});
configureApi({ host: 'http://api.test' });
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

const field = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

it("the forgot-password screen says 'Enter a valid email address' and 'Passwords do not match'", async () => {
  render(
    <MemoryRouter initialEntries={['/admin/auth/forgot-password']}>
      <ForgotPasswordScreen area="admin" />
      <Toaster />
    </MemoryRouter>,
  );
  await press('Send code');
  expect(screen.getByText('Enter a valid email address')).toBeTruthy();

  field('Email', 'ada@shop.ng');
  await press('Send code');
  expect(await screen.findByText('Otp sent successfully')).toBeTruthy();

  field('Code', '123456');
  field('New password', 'snail-gates-1');
  field('Confirm new password', 'snail-gates-2');
  await press('Set new password');
  expect(screen.getByText('Passwords do not match')).toBeTruthy();
});

it("signing in says 'You've logged in successfully'", async () => {
  render(
    <MemoryRouter initialEntries={['/admin/auth']}>
      <SignInScreen area="admin" />
      <Toaster />
    </MemoryRouter>,
  );
  field('Email', 'ada@shop.ng');
  field('Password', 'snail-gates-1');
  await press('Sign in');
  expect(await screen.findByText("You've logged in successfully")).toBeTruthy();
});
