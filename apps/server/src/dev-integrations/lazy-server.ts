/** A local stand-in server started on first use and stopped with the app, so a server that never needs it never runs it. */
export class LazyServer<T extends { url: string; close(): Promise<void> }> {
  private started: Promise<T> | null = null;

  constructor(private readonly start: () => Promise<T>) {}

  async url(): Promise<string> {
    return (await this.get()).url;
  }

  get(): Promise<T> {
    this.started ??= this.start();
    return this.started;
  }

  async close(): Promise<void> {
    const started = this.started;
    this.started = null;
    if (started) await (await started).close();
  }
}
