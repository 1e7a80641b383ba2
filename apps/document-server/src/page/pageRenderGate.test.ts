import { pageRenderGate, type GateEntry } from './pageRenderGate';

/** A response that closes when the test says so. */
function response() {
  let close = () => undefined as void;
  const closed = new Promise<void>((resolve) => (close = resolve));
  return { closed, close };
}

/** Lets promise callbacks run (p-limit starts the next page a tick after a place frees). */
const settle = async () => {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
};

describe('the turn of server-rendered pages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lets as many pages render at once as it has places, the next in the order they came', async () => {
    const gate = pageRenderGate({ places: 2 });
    const pages = Array.from({ length: 4 }, response);
    const turns: number[] = [];
    pages.forEach((page, index) => void gate.enter(page.closed).then(() => turns.push(index)));
    await settle();
    expect(turns).toEqual([0, 1]);
    pages[1]?.close();
    await settle();
    expect(turns).toEqual([0, 1, 2]);
    pages[0]?.close();
    await settle();
    expect(turns).toEqual([0, 1, 2, 3]);
  });

  it('gives no place to a page whose visitor left while it waited', async () => {
    const gate = pageRenderGate({ places: 1 });
    const [first, left, next] = [response(), response(), response()];
    void gate.enter(first.closed);
    const leftEntry = gate.enter(left.closed);
    const nextEntry = gate.enter(next.closed);
    left.close();
    expect(await leftEntry).toBe('gone');
    first.close();
    // The place the leaver would have taken goes to the page behind it.
    expect(await nextEntry).toBe('turn');
  });

  it('sheds a page whose turn has not come within the budget, and lets the pages behind it keep their places in the queue', async () => {
    const gate = pageRenderGate({ places: 1, budgetMs: 1_500 });
    const [first, shed, later] = [response(), response(), response()];
    void gate.enter(first.closed);
    const entries: GateEntry[] = [];
    void gate.enter(shed.closed).then((entry) => entries.push(entry));
    await jest.advanceTimersByTimeAsync(1_000);
    const laterEntry = gate.enter(later.closed);
    await jest.advanceTimersByTimeAsync(499);
    expect(entries).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(entries).toEqual(['shed']);
    // The shed page takes no place: the first one's leaving lets the later one render.
    first.close();
    await settle();
    expect(await laterEntry).toBe('turn');
  });

  it('holds the place of a page that got its turn for as long as its response runs, past the budget', async () => {
    const gate = pageRenderGate({ places: 1, budgetMs: 1_500 });
    const [rendering, next] = [response(), response()];
    expect(await gate.enter(rendering.closed)).toBe('turn');
    await jest.advanceTimersByTimeAsync(2_000);
    const entries: GateEntry[] = [];
    void gate.enter(next.closed).then((entry) => entries.push(entry));
    await jest.advanceTimersByTimeAsync(100);
    expect(entries).toEqual([]);
    rendering.close();
    await settle();
    expect(entries).toEqual(['turn']);
  });
});
