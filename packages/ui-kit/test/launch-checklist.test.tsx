import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LaunchChecklist } from '../src/index.ts';

afterEach(cleanup);

const checklist = {
  store: { name: 'Mama Put Kitchen' },
  items: [
    { key: 'identity', label: 'Add a logo', done: true, link: '/store/admin/settings?store=m' },
    {
      key: 'payment',
      label: 'Add the bank details',
      done: false,
      link: '/store/admin/settings?store=m',
    },
  ],
  done: 1,
  total: 2,
};

describe('LaunchChecklist', () => {
  it('shows the progress, marks what is done, and links only what is left to its screen', () => {
    render(<LaunchChecklist checklist={checklist} named />);
    expect(
      screen.getByRole('heading', { name: 'Mama Put Kitchen: launch checklist' }),
    ).toBeTruthy();
    expect(screen.getByText(/1 of 2 done/)).toBeTruthy();
    expect(screen.getByText('(done)', { exact: false })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Do it now' });
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/store/admin/settings?store=m');
  });

  it('draws links with the router given', () => {
    render(
      <LaunchChecklist
        checklist={checklist}
        renderLink={(href, children) => (
          <a href={href} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Do it now' }).dataset.router).toBe('yes');
  });
});
