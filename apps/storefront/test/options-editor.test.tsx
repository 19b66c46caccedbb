import type { ProductOption } from '@agency/contract/catalogue';
import { useFieldErrors } from '@agency/ui-kit';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import type { DraftField } from '../src/routes/admin/items/item-form.ts';
import { OptionsEditor } from '../src/routes/admin/items/OptionsEditor.tsx';

let latest: ProductOption[] = [];
function Editor() {
  const [options, setOptions] = useState<ProductOption[]>([]);
  latest = options;
  const errors = useFieldErrors<DraftField>();
  return <OptionsEditor options={options} errors={errors} onChange={setOptions} />;
}
afterEach(cleanup);

const option = (n: number) => screen.getByRole('group', { name: new RegExp(`^Option ${n}:`) });

it('keeps what is typed after naming an option: the fields are not drawn anew when the name changes', () => {
  render(<Editor />);
  fireEvent.click(screen.getByRole('button', { name: 'Add an option' }));
  const name = within(option(1)).getByLabelText(/^Name/);
  const question = within(option(1)).getByLabelText(/^Question to the shopper/);
  const choices = within(option(1)).getByLabelText(/^Choices, separated by commas/);
  fireEvent.change(name, { target: { value: 'Size' } });
  // Leaving Name for Question, as a click or Tab does.
  fireEvent.blur(name);
  fireEvent.focus(question);
  expect(question.isConnected).toBe(true);
  fireEvent.change(question, { target: { value: 'Choose a size' } });
  fireEvent.change(choices, { target: { value: 'Small, Large' } });
  fireEvent.blur(choices);
  expect(within(option(1)).getByLabelText(/^Question to the shopper/)).toHaveProperty(
    'value',
    'Choose a size',
  );
  expect(latest).toEqual([
    expect.objectContaining({
      key: 'size',
      label: 'Size',
      prompt: 'Choose a size',
      options: ['Small', 'Large'],
    }),
  ]);
});

it('moves and removes options with what was typed in each', () => {
  render(<Editor />);
  const add = screen.getByRole('button', { name: 'Add an option' });
  for (const [n, label] of [
    [1, 'Size'],
    [2, 'Colour'],
  ] as const) {
    fireEvent.click(add);
    const name = within(option(n)).getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: label } });
    fireEvent.blur(name);
    const choices = within(option(n)).getByLabelText(/^Choices, separated by commas/);
    fireEvent.change(choices, { target: { value: `${label} A, ${label} B` } });
    fireEvent.blur(choices);
  }
  fireEvent.click(within(option(2)).getByRole('button', { name: 'Move up' }));
  expect(within(option(1)).getByLabelText(/^Name/)).toHaveProperty('value', 'Colour');
  expect(within(option(1)).getByLabelText(/^Choices, separated by commas/)).toHaveProperty(
    'value',
    'Colour A, Colour B',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Remove option Colour' }));
  expect(within(option(1)).getByLabelText(/^Name/)).toHaveProperty('value', 'Size');
  expect(within(option(1)).getByLabelText(/^Choices, separated by commas/)).toHaveProperty(
    'value',
    'Size A, Size B',
  );
  expect(latest.map((o) => o.key)).toEqual(['size']);
});
