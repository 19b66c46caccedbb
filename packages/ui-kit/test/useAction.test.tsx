import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster, toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ActionOptions, Button, useAction } from '../src/index.ts';

afterEach(() => {
  act(() => toast.remove());
  cleanup();
});

/** A promise the test settles by hand, so a run stays under way as long as the test wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** One Save button whose press runs `work`, and what the hook says beside it. */
function SaveScreen({
  work,
  options,
}: {
  work: (name: string) => Promise<string>;
  options?: ActionOptions<string>;
}) {
  const save = useAction(work, options);
  return (
    <main>
      <Button busy={save.busy} onClick={() => save.run('Ada')}>
        Save
      </Button>
      {/* A plain button that ignores `busy`, as a double click racing the re-render would. */}
      <button type="button" onClick={() => save.run('again')}>
        Press again
      </button>
      {save.running && <p>Saving {save.running[0]}</p>}
      {save.error && <p role="alert">{save.error}</p>}
      <Toaster />
    </main>
  );
}

const saveButton = () => screen.getByRole('button', { name: /Save/ });

describe('useAction', () => {
  it('is busy while the action runs, and ignores a second press until it ends', async () => {
    const pending = deferred<string>();
    const work = vi.fn(() => pending.promise);
    render(<SaveScreen work={work} options={{ success: 'Saved' }} />);

    fireEvent.click(saveButton());
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveButton().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Saving Ada')).toBeTruthy();
    // Both presses land while the first run is under way: neither starts the action again.
    fireEvent.click(screen.getByRole('button', { name: 'Press again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Press again' }));
    expect(work).toHaveBeenCalledTimes(1);
    expect(work).toHaveBeenCalledWith('Ada');

    await act(async () => pending.resolve('done'));
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText('Saving Ada')).toBeNull();
    expect(await screen.findByText('Saved')).toBeTruthy();

    // Once it ended, a press runs it again.
    fireEvent.click(saveButton());
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('runs once for two presses in the same tick (the lock is not the re-render)', async () => {
    const work = vi.fn(async () => 'ok');
    let run!: () => Promise<unknown>;
    function Twice() {
      const action = useAction(work);
      run = () => Promise.all([action.run(), action.run()]);
      return null;
    }
    render(<Twice />);
    await act(async () => {
      await run();
    });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('says the success made from the result, and answers the result', async () => {
    let answer: string | undefined;
    function Named() {
      const action = useAction(async (name: string) => `${name} saved`, {
        success: (text) => text,
      });
      return (
        <main>
          <Button
            onClick={async () => {
              answer = await action.run('Jollof');
            }}
          >
            Save
          </Button>
          <Toaster />
        </main>
      );
    }
    render(<Named />);
    await act(async () => fireEvent.click(saveButton()));
    expect(await screen.findByText('Jollof saved')).toBeTruthy();
    expect(answer).toBe('Jollof saved');
  });

  it("shows a failure as the server's message in an error toast, and frees the button", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const work = vi.fn(async () => {
      throw new Error('That slug is taken');
    });
    render(<SaveScreen work={work} options={{ success: 'Saved', context: 'save' }} />);
    await act(async () => fireEvent.click(saveButton()));

    expect(await screen.findAllByText('That slug is taken')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('That slug is taken');
    expect(screen.queryByText('Saved')).toBeNull();
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(error).toHaveBeenCalledWith('[save]', expect.any(Error));
    error.mockRestore();
  });

  it("shows a failure the screen's own way when it asks to, and clears it on the next run", async () => {
    const shown: unknown[] = [];
    let fail = true;
    const work = vi.fn(async () => {
      if (fail) throw new Error('Enter a valid email address');
      return 'ok';
    });
    render(<SaveScreen work={work} options={{ onError: (e) => shown.push(e) }} />);
    await act(async () => fireEvent.click(saveButton()));
    expect(shown).toHaveLength(1);
    // The error is the screen's to show: no toast.
    expect(screen.getAllByText('Enter a valid email address')).toHaveLength(1);

    fail = false;
    await act(async () => fireEvent.click(saveButton()));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays busy after a success that leaves the screen, and frees the button after a failure', async () => {
    let fail = true;
    const work = vi.fn(async () => {
      if (fail) throw new Error('Wrong email or password');
      return 'in';
    });
    render(<SaveScreen work={work} options={{ leaves: true, onError: () => {} }} />);
    await act(async () => fireEvent.click(saveButton()));
    expect(saveButton()).toHaveProperty('disabled', false);

    fail = false;
    await act(async () => fireEvent.click(saveButton()));
    // Nothing to press while the next screen comes: the press that left is the last one.
    expect(saveButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Press again' }));
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('says nothing of a failure that ended the session', async () => {
    const expired = Object.assign(new Error('Session expired. Please log in again.'), {
      sessionExpired: true,
    });
    render(<SaveScreen work={async () => Promise.reject(expired)} />);
    await act(async () => fireEvent.click(saveButton()));
    expect(screen.queryByText('Session expired. Please log in again.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
