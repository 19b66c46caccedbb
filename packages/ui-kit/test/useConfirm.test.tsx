import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ConfirmQuestion, useConfirm } from '../src/index.ts';

afterEach(cleanup);

/** A screen that asks through useConfirm and hands its `confirm` to the test. */
function Asker({ onReady }: { onReady: (ask: (q: ConfirmQuestion) => Promise<boolean>) => void }) {
  const [confirm, dialog] = useConfirm();
  onReady(confirm);
  return <main>{dialog}</main>;
}

const question = (title: string): ConfirmQuestion => ({
  title,
  children: 'It cannot be undone.',
  confirmLabel: 'Delete',
});

/** Mounts the screen; `ask(title)` asks inside act() and answers the pending answer. */
function mount() {
  let confirm: ((q: ConfirmQuestion) => Promise<boolean>) | undefined;
  const view = render(
    <Asker
      onReady={(ready) => {
        confirm = ready;
      }}
    />,
  );
  const ask = (title: string) => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm!(question(title));
    });
    return answer!;
  };
  return { ask, view };
}

describe('useConfirm', () => {
  it("answers yes with the dialog's confirm button and no with Cancel, then closes", async () => {
    const { ask } = mount();
    const yes = ask('Delete Ada?');
    expect(screen.getByRole('heading', { name: 'Delete Ada?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(yes).resolves.toBe(true);
    expect(screen.queryByRole('heading', { name: 'Delete Ada?' })).toBeNull();

    const no = ask('Delete Bola?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(no).resolves.toBe(false);
  });

  it('a newer question answers the waiting one no; the screen going away answers no', async () => {
    const { ask, view } = mount();
    const first = ask('Delete Ada?');
    const second = ask('Delete Bola?');
    await expect(first).resolves.toBe(false);
    expect(screen.getByRole('heading', { name: 'Delete Bola?' })).toBeTruthy();
    view.unmount();
    await expect(second).resolves.toBe(false);
  });
});
