/**
 * Work done after the answer has left (mail): it never slows or changes a response, its failures
 * are logged, and closing the server waits for what is still running.
 */
export class Background {
  private readonly running = new Set<Promise<void>>();
  private readonly log: (error: unknown, what: string) => void;

  constructor(log: (error: unknown, what: string) => void) {
    this.log = log;
  }

  run(what: string, task: () => Promise<void>): void {
    const done = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.log(error, what))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
