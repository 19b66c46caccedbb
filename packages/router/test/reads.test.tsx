import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageProvider, type ReadOptions, useRouteData } from '../src/page.tsx';
import { refreshReads, setRouteData } from '../src/reads.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A counter the server answers: each load answers the next number, and says how often it ran. */
function counter(name: string) {
  let calls = 0;
  return {
    load: async () => `${name} ${++calls}`,
    calls: () => calls,
  };
}

function Read({
  name,
  readKey,
  load,
  options,
}: {
  name: string;
  readKey: string;
  load: () => Promise<string>;
  options?: ReadOptions;
}) {
  const read = useRouteData(readKey, load, options);
  return (
    <p data-testid={name}>
      {read.status === 'ready' ? read.data : read.status === 'failed' ? read.message : 'loading'}
    </p>
  );
}

const text = (name: string) => screen.getByTestId(name).textContent;

/** Lets every settled load reach the screen. */
const settle = () => act(async () => {});

describe('reads refreshed by the writes that name them', () => {
  it('a write refreshes the mounted reads whose key starts with a prefix it names, and no other', async () => {
    const list = counter('list');
    const one = counter('one');
    const team = counter('team');
    render(
      <PageProvider value={{ data: {} }}>
        <Read name="list" readKey="businesses:list:all" load={list.load} />
        <Read name="one" readKey="businesses:one:7" load={one.load} />
        <Read name="team" readKey="team:choices" load={team.load} />
      </PageProvider>,
    );
    await settle();
    expect([text('list'), text('one'), text('team')]).toEqual(['list 1', 'one 1', 'team 1']);

    act(() => refreshReads(['businesses:']));
    await settle();
    expect([text('list'), text('one'), text('team')]).toEqual(['list 2', 'one 2', 'team 1']);

    act(() => refreshReads(['businesses:one:7', 'team:']));
    await settle();
    expect([list.calls(), one.calls(), team.calls()]).toEqual([2, 3, 2]);
  });

  it('a refreshed read keeps its last answer in view until the new one comes', async () => {
    let next = deferred<string>();
    render(
      <PageProvider value={{ data: {} }}>
        <Read name="list" readKey="leads:list" load={() => next.promise} />
      </PageProvider>,
    );
    await act(async () => next.resolve('three leads'));
    next = deferred<string>();
    act(() => refreshReads(['leads:']));
    expect(text('list')).toBe('three leads');
    await act(async () => next.resolve('two leads'));
    expect(text('list')).toBe('two leads');
  });

  it('a refresh that fails says so, as a first load does', async () => {
    let fail = false;
    render(
      <PageProvider value={{ data: {} }}>
        <Read
          name="list"
          readKey="leads:list"
          load={async () => {
            if (fail) throw Object.assign(new Error('The server is down'), { status: 503 });
            return 'three leads';
          }}
        />
      </PageProvider>,
    );
    await settle();
    fail = true;
    act(() => refreshReads(['leads:']));
    await settle();
    expect(text('list')).toBe('The server is down');
  });

  it('an answer kept for a while serves later readers, until a write refreshes its key', async () => {
    const store = counter('store');
    const keep = { keepFor: 30_000 };
    const first = render(
      <PageProvider value={{ data: {} }}>
        <Read name="header" readKey="store:snailhouse" load={store.load} options={keep} />
        <Read name="footer" readKey="store:snailhouse" load={store.load} options={keep} />
      </PageProvider>,
    );
    await settle();
    // Readers mounting together ask once, and a later page reuses the answer.
    expect([text('header'), text('footer'), store.calls()]).toEqual(['store 1', 'store 1', 1]);
    first.unmount();
    render(
      <PageProvider value={{ data: {} }}>
        <Read name="page" readKey="store:snailhouse" load={store.load} options={keep} />
      </PageProvider>,
    );
    await settle();
    expect([text('page'), store.calls()]).toEqual(['store 1', 1]);

    act(() => refreshReads(['store:snailhouse']));
    await settle();
    expect([text('page'), store.calls()]).toEqual(['store 2', 2]);
    // Another store's write leaves this one's answer kept.
    act(() => refreshReads(['store:another']));
    await settle();
    expect(store.calls()).toBe(2);
  });

  it('a read asked every minute loads again each minute, and a failure keeps its last answer', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 3) throw new Error('offline');
      return `${calls} new`;
    };
    render(
      <PageProvider value={{ data: {} }}>
        <Read name="badge" readKey="leads:unread" load={load} options={{ every: 60_000 }} />
      </PageProvider>,
    );
    await settle();
    expect(text('badge')).toBe('1 new');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(text('badge')).toBe('2 new');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(text('badge')).toBe('2 new');
  });

  it('setRouteData gives the readers of one key an answer without asking the server', async () => {
    const badge = counter('badge');
    const other = counter('other');
    render(
      <PageProvider value={{ data: {} }}>
        <Read name="badge" readKey="leads:unread" load={badge.load} />
        <Read name="other" readKey="leads:unread:old" load={other.load} />
      </PageProvider>,
    );
    await settle();
    act(() => setRouteData('leads:unread', '4 new'));
    expect([text('badge'), text('other'), badge.calls()]).toEqual(['4 new', 'other 1', 1]);
  });

  it('an unmounted reader is not refreshed', async () => {
    const list = counter('list');
    const view = render(
      <PageProvider value={{ data: {} }}>
        <Read name="list" readKey="businesses:list" load={list.load} />
      </PageProvider>,
    );
    await settle();
    view.unmount();
    act(() => refreshReads(['businesses:']));
    await settle();
    expect(list.calls()).toBe(1);
  });
});
