import { afterEach } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';

afterEach(cleanup);
import { DailyChart, ShareBars } from '../src/reports.ts';

const dates = ['2026-11-20', '2026-11-21', '2026-11-22'];
const measures = [
  { key: 'sales', label: 'Sales', values: [0, 6500, 1000], format: (n: number) => `₦${n}` },
  { key: 'orders', label: 'Orders', values: [0, 2, 1], format: String },
];

it('draws bars for the eye and gives the same numbers as a table', () => {
  render(<DailyChart title="Sales and orders" dates={dates} measures={measures} />);
  const figure = screen.getByRole('figure', { name: 'Sales and orders' });
  const table = within(figure).getByRole('table', { hidden: true });
  const rows = within(table).getAllByRole('row', { hidden: true });
  expect(rows.map((r) => r.textContent)).toEqual([
    'DaySalesOrders',
    'Fri 20 Nov₦00',
    'Sat 21 Nov₦65002',
    'Sun 22 Nov₦10001',
  ]);
  expect(figure.querySelector('.uk-chart__plot')?.getAttribute('aria-hidden')).toBe('true');
});

it('switches the measure the bars show', () => {
  render(<DailyChart title="Sales and orders" dates={dates} measures={measures} />);
  const orders = screen.getByRole('button', { name: 'Orders' });
  expect(orders.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(orders);
  expect(orders.getAttribute('aria-pressed')).toBe('true');
  expect(document.querySelector('.uk-chart__axis')?.textContent).toBe('20');
});

it('says each share in words', () => {
  render(
    <ShareBars
      label="Delivery or pickup"
      shares={[
        { key: 'delivery', label: 'Delivery', value: 1 },
        { key: 'pickup', label: 'Pickup', value: 3 },
      ]}
    />,
  );
  const list = screen.getByRole('list', { name: 'Delivery or pickup' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Delivery1 (25%)', 'Pickup3 (75%)']);
});
