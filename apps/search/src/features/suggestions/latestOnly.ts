/**
 * Runs one task at a time for the newest input: starting a task aborts the one before, and a result
 * (or error) of any task but the newest is dropped, even when its request could not be cancelled
 * and answered late. So a slow answer for "ka" never replaces the answer for "kaf".
 */
export class LatestOnly<T> {
  private generation = 0;
  private controller: AbortController | undefined;

  run(
    task: (signal: AbortSignal) => Promise<T>,
    onResult: (result: T) => void,
    onError: (error: unknown) => void = () => {},
  ): void {
    this.controller?.abort();
    const generation = ++this.generation;
    const controller = new AbortController();
    this.controller = controller;
    const current = () => generation === this.generation && !controller.signal.aborted;
    task(controller.signal).then(
      (result) => {
        if (current()) onResult(result);
      },
      (error: unknown) => {
        if (current()) onError(error);
      },
    );
  }

  /** Aborts the running task and drops whatever it still delivers. */
  cancel(): void {
    this.generation += 1;
    this.controller?.abort();
    this.controller = undefined;
  }
}
