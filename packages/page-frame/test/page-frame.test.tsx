import { Link, Route, Routes } from '@agency/router';
import { MemoryRouter } from '@agency/router/testing';
import { toApiError } from '@agency/api-client';
import { notify } from '@agency/ui-kit/public';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageFrame } from '../src/index.ts';

afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

describe('the page frame', () => {
  it('shows the routes, starts each new path at the top, and mounts one toast container with the first toast', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/']}>
        <PageFrame>
          <Routes>
            <Route index element={<Link to="/contact">Contact</Link>} />
            <Route path="contact" element={<h1>Contact page</h1>} />
          </Routes>
        </PageFrame>
      </MemoryRouter>,
    );
    // The toast library is fetched with the page's first toast, not with the page.
    expect(document.querySelectorAll('[data-rht-toaster]')).toHaveLength(0);
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(screen.getByRole('heading').textContent).toBe('Contact page');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(async () => {
      notify.success('Saved');
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(document.querySelectorAll('[data-rht-toaster]')).toHaveLength(1);
  });
});

describe('a session that expires', () => {
  it('says so once auth-gate is loaded, and the sign-in page follows in a signed-in area', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.history.replaceState(null, '', '/admin/businesses');
    render(
      <MemoryRouter initialEntries={['/admin/businesses']}>
        <PageFrame>
          <Routes>
            <Route path="admin/businesses" element={<h1>Businesses</h1>} />
            <Route path="admin/auth" element={<h1>Sign in</h1>} />
          </Routes>
        </PageFrame>
      </MemoryRouter>,
    );
    // The API refused the token: api-client reports it to whoever listens.
    act(() => void toApiError(401, { message: 'Token has expired.' }));
    // auth-gate is fetched only now (a dynamic import: seconds on a loaded machine).
    expect(
      await screen.findByText('Session expired. Please log in again.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Businesses');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('heading').textContent).toBe('Sign in');
    vi.useRealTimers();
    // Past the wait for auth-gate above, which vitest's default 5 s would cut short.
  }, 15_000);
});
