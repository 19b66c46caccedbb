import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from '@agency/router/testing';
import { afterEach, expect, it } from 'vitest';
import { ContactPage } from '../src/routes/contact.tsx';

afterEach(cleanup);

it('says the wrong fields in one toast and sends nothing', async () => {
  render(
    <MemoryRouter>
      <Toaster />
      <ContactPage />
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(
    await screen.findAllByText(
      'Email, number and message not entered or values entered are not valid',
    ),
  ).toHaveLength(1);
  expect(screen.queryByText('Email not entered or value entered is not valid')).toBeNull();
  expect(screen.queryByText(/^Name.*not entered/)).toBeNull();
  // Under each wrong field: how to fix it (not the toast again); focus on the first of them.
  const email = screen.getByLabelText('Email');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  const help = document.getElementById(email.getAttribute('aria-describedby')!)!;
  expect(help.textContent).toBe('Enter an email address we can reply to, like ada@shop.ng.');
  expect(document.activeElement).toBe(email);
  expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  // Fixing a field clears its message.
  fireEvent.change(email, { target: { value: 'ada@shop.ng' } });
  expect(email.getAttribute('aria-invalid')).toBeNull();
});
