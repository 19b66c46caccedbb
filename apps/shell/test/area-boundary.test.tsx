import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { AreaBoundary } from '../src/federation/AreaBoundary.tsx';

afterEach(cleanup);

function Exploding(): never {
  throw new Error('remote bug');
}

it('shows a friendly fallback with a retry when a remote throws, and the retry renders it again', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  function Host() {
    const [attempt, setAttempt] = useState(0);
    return (
      <>
        <p>Rest of the page</p>
        <AreaBoundary key={attempt} name="business" onRetry={() => setAttempt((n) => n + 1)}>
          {attempt === 0 ? <Exploding /> : <p>Business area</p>}
        </AreaBoundary>
      </>
    );
  }
  render(<Host />);
  expect(screen.getByRole('alert').textContent).toContain(
    'The business area is unavailable right now',
  );
  expect(screen.getByText('Rest of the page')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByText('Business area')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
