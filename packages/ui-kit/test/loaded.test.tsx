import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNotFound, Loaded, type LoadState, NotFound } from '../src/index.ts';

afterEach(cleanup);

const orders = (state: LoadState<string[]> & { reload?: () => void }) => (
  <Loaded
    state={state}
    what="the orders"
    notFound={{
      title: 'Store not found',
      children: 'Check the link.',
      action: <a href="/">Home</a>,
    }}
    empty={{ title: 'No orders yet', children: 'Orders appear here as shoppers check out.' }}
  >
    {(names) => (
      <ul aria-label="Orders">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    )}
  </Loaded>
);

describe('<Loaded>', () => {
  it('while loading, says what loads', () => {
    render(orders({ status: 'loading' }));
    expect(screen.getByRole('status', { name: 'Loading the orders' })).toBeTruthy();
    expect(document.body.textContent).toBe('Loading the orders…');
  });

  it('a failure says so in the server’s words, and Try again loads again', () => {
    const reload = vi.fn();
    render(orders({ status: 'failed', httpStatus: 503, message: 'The server is busy.', reload }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The orders could not be loaded');
    expect(alert.textContent).toContain('The server is busy.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('without a way to reload, a failure offers no Try again', () => {
    render(orders({ status: 'failed', message: 'Something went wrong' }));
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a 404 shows the screen’s not-found view, with its way back and no Try again', () => {
    render(orders({ status: 'failed', httpStatus: 404, message: 'Store not found', reload() {} }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Store not found')).toBeTruthy();
    expect(screen.getByText('Check the link.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a 404 can be a whole screen (the not-found page); without notFound it is a failure', () => {
    const missing = { status: 'failed', httpStatus: 404, reload() {} } as const;
    render(
      <Loaded state={missing} what="the item" notFound={<NotFound />}>
        {() => 'the item'}
      </Loaded>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 - Page Not Found');
    cleanup();
    render(<Loaded state={missing} what="the item" />);
    expect(screen.getByRole('alert').textContent).toContain('The item could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(isNotFound(missing)).toBe(true);
    expect(isNotFound({ status: 'failed', httpStatus: 500 })).toBe(false);
  });

  it('nothing loaded shows the empty view: an empty list, a page of none, or what `when` says', () => {
    render(orders({ status: 'ready', data: [] }));
    expect(screen.getByText('No orders yet')).toBeTruthy();
    expect(screen.getByText('Orders appear here as shoppers check out.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    const page = { total: 0, documents: [] as string[] };
    render(
      <Loaded
        state={{ status: 'ready', data: page }}
        what="the items"
        empty={{ title: 'No items' }}
      >
        {() => 'a table'}
      </Loaded>,
    );
    expect(document.body.textContent).toBe('No items');
    cleanup();
    render(
      <Loaded
        state={{ status: 'ready', data: { open: 0 } }}
        what="the overview"
        empty={{ title: 'Nothing open', when: (data) => data.open === 0 }}
      >
        {() => 'the overview'}
      </Loaded>,
    );
    expect(document.body.textContent).toBe('Nothing open');
  });

  it('once loaded, draws the screen; without children, nothing', () => {
    render(orders({ status: 'ready', data: ['#1001', '#1002'] }));
    expect(screen.getByRole('list', { name: 'Orders' }).textContent).toBe('#1001#1002');
    cleanup();
    const { container } = render(<Loaded state={{ status: 'ready', data: 1 }} what="it" />);
    expect(container.innerHTML).toBe('');
  });
});
