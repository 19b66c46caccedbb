import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, SiteNav } from '../src/index.ts';

afterEach(cleanup);

describe('Button', () => {
  it('is disabled with a spinner while busy, so a second click does nothing', () => {
    let clicks = 0;
    render(
      <Button busy onClick={() => (clicks += 1)}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: /send/i });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: 'Working' })).toBeTruthy();
    fireEvent.click(button);
    expect(clicks).toBe(0);
  });
});

describe('SiteNav', () => {
  it('locks scroll while open and closes on Escape, returning focus to the toggle', () => {
    render(
      <SiteNav
        brand={<a href="/">Brand</a>}
        links={[
          <a href="/blog" key="b">
            Blog
          </a>,
        ]}
        locationKey="/"
      />,
    );
    const toggle = screen.getByRole('button', { name: /menu/i });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(toggle);
  });
});
