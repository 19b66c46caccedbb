import { Link, MemoryRouter, Route, Routes } from '@agency/router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { PageFrame } from '../src/index.ts';

describe('the page frame', () => {
  it('shows the routes with one toast container, and starts each new path at the top', async () => {
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
    expect(document.querySelectorAll('[data-rht-toaster]')).toHaveLength(1);
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(screen.getByRole('heading').textContent).toBe('Contact page');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(async () => {
      toast('Saved');
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
