import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from '@agency/router';
import { afterEach, expect, it } from 'vitest';
import { ContactPage } from '../src/routes/contact.tsx';

afterEach(cleanup);

it('shows one error per invalid field and sends nothing', async () => {
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
    await screen.findAllByText('Email not entered or value entered is not valid'),
  ).not.toHaveLength(0);
  expect(screen.getAllByText('Number not entered or value entered is not valid')).not.toHaveLength(
    0,
  );
  expect(screen.getAllByText('Message not entered or value entered is not valid')).not.toHaveLength(
    0,
  );
  expect(screen.queryByText('Name not entered or value entered is not valid')).toBeNull();
});
