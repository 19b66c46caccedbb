import { PageProvider, useRouteData } from '@agency/router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, useAction } from '../src/index.ts';

afterEach(cleanup);

/** A server list that a press changes: the reads count how often they asked. */
function world() {
  const businesses = ['Mama Titi Kitchen'];
  const asked = { businesses: 0, leads: 0, team: 0 };
  return {
    businesses,
    asked,
    load: (what: keyof typeof asked) => async () => {
      asked[what] += 1;
      return what === 'businesses' ? businesses.join(', ') : `${what} ${asked[what]}`;
    },
  };
}

function Read({
  name,
  readKey,
  load,
}: {
  name: string;
  readKey: string;
  load: () => Promise<string>;
}) {
  const read = useRouteData(readKey, load);
  return <p data-testid={name}>{read.status === 'ready' ? read.data : read.status}</p>;
}

function AddPress({ add, refreshes }: { add: () => Promise<void>; refreshes?: string[] }) {
  const adding = useAction(add, { refreshes });
  return <Button onClick={() => adding.run()}>Add</Button>;
}

function Screen({
  w,
  refreshes,
  fail = false,
}: {
  w: ReturnType<typeof world>;
  refreshes?: string[];
  fail?: boolean;
}) {
  return (
    <PageProvider value={{ data: {} }}>
      <Read name="businesses" readKey="businesses:list:1" load={w.load('businesses')} />
      <Read name="leads" readKey="leads:list:new" load={w.load('leads')} />
      <Read name="team" readKey="team:list" load={w.load('team')} />
      <AddPress
        refreshes={refreshes}
        add={async () => {
          if (fail) throw new Error('The business could not be added');
          w.businesses.push('Kano Leather Works');
        }}
      />
    </PageProvider>
  );
}

const press = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add' })));

describe("useAction's refreshes", () => {
  it('a write refreshes the reads it names and no others', async () => {
    const w = world();
    render(<Screen w={w} refreshes={['businesses:', 'leads:']} />);
    await act(async () => {});
    expect(screen.getByTestId('businesses').textContent).toBe('Mama Titi Kitchen');

    await press();
    expect(screen.getByTestId('businesses').textContent).toBe(
      'Mama Titi Kitchen, Kano Leather Works',
    );
    expect(w.asked).toEqual({ businesses: 2, leads: 2, team: 1 });
  });

  it('a write that names no reads refreshes none, and a failed write refreshes none', async () => {
    const w = world();
    const view = render(<Screen w={w} />);
    await act(async () => {});
    await press();
    expect(w.asked).toEqual({ businesses: 1, leads: 1, team: 1 });
    expect(screen.getByTestId('businesses').textContent).toBe('Mama Titi Kitchen');
    view.unmount();

    const again = world();
    render(<Screen w={again} refreshes={['businesses:']} fail />);
    await act(async () => {});
    await press();
    expect(again.asked).toEqual({ businesses: 1, leads: 1, team: 1 });
  });
});
