/** @jest-environment node */
import { requestContext } from '@storefront/testing';
import { prepareSlots, SERVER_SLOT_DEADLINE_MS, type LoadedSlotModule } from './prepareSlots';

const context = requestContext({
  site: 'HU',
  locale: 'hu-HU',
  fetchService: () => Promise.resolve({ status: 200, body: {} }),
});
const Component = () => null;

afterEach(() => jest.useRealTimers());

describe('prepareSlots', () => {
  it('renders every slot whose module loads, with the data its loader returned', async () => {
    const load = jest.fn((slot: string): Promise<LoadedSlotModule> =>
      Promise.resolve(
        slot === 'footer/Footer'
          ? {
              default: Component,
              loadServerData: (ctx) => Promise.resolve({ site: ctx.site, at: new Date(0) }),
            }
          : { default: Component },
      ),
    );
    const prepared = await prepareSlots(['navigation/Header', 'footer/Footer'], load, context);
    expect(prepared.outcomes).toEqual({
      'navigation/Header': 'rendered',
      'footer/Footer': 'rendered',
    });
    // What the page state carries is plain JSON, exactly what the browser will parse.
    expect(prepared.serverData).toEqual({
      'footer/Footer': { site: 'HU', at: '1970-01-01T00:00:00.000Z' },
    });
    expect(prepared.components.get('navigation/Header')).toBe(Component);
    expect(prepared.problems).toEqual([]);
  });

  it('writes the slots in the page’s order, whichever loader finished first (every render of a page writes the same state)', async () => {
    let answerHeader: (data: unknown) => void = () => undefined;
    const headerData = new Promise((resolve) => (answerHeader = resolve));
    const load = (slot: string): Promise<LoadedSlotModule> =>
      Promise.resolve({
        default: Component,
        loadServerData: () =>
          slot === 'navigation/Header' ? headerData : Promise.resolve('footer'),
      });
    const preparing = prepareSlots(['navigation/Header', 'footer/Footer'], load, context);
    // The footer's data is in before the header's.
    await new Promise((resolve) => setImmediate(resolve));
    answerHeader('header');
    const prepared = await preparing;
    expect(Object.keys(prepared.serverData)).toEqual(['navigation/Header', 'footer/Footer']);
    expect(Object.keys(prepared.outcomes)).toEqual(['navigation/Header', 'footer/Footer']);
  });

  it('keeps each rendered remote’s own texts loader, and none of a remote that fell back', async () => {
    const footerTexts = () => Promise.resolve({ title: 'Fuß' });
    const load = (slot: string): Promise<LoadedSlotModule> =>
      slot === 'cart/MiniCart'
        ? Promise.reject(new Error('unreachable'))
        : Promise.resolve({
            default: Component,
            loadTexts: slot === 'footer/Footer' ? footerTexts : undefined,
          });
    const prepared = await prepareSlots(
      ['cart/MiniCart', 'navigation/Header', 'footer/Footer'],
      load,
      context,
    );
    expect([...prepared.texts]).toEqual([['footer', footerTexts]]);
  });

  it('gives a slot whose module fails its fallback, and one whose data fails no data', async () => {
    const load = (slot: string): Promise<LoadedSlotModule> =>
      slot === 'cart/MiniCart'
        ? Promise.reject(new Error('unreachable'))
        : Promise.resolve({
            default: Component,
            loadServerData: () => Promise.reject(new Error('500')),
          });
    const prepared = await prepareSlots(['cart/MiniCart', 'footer/Footer'], load, context);
    expect(prepared.outcomes).toEqual({ 'cart/MiniCart': 'fallback', 'footer/Footer': 'rendered' });
    expect(prepared.serverData).toEqual({});
    expect(prepared.problems).toEqual([
      { slot: 'cart/MiniCart', stage: 'module', message: 'unreachable' },
      { slot: 'footer/Footer', stage: 'data', message: '500' },
    ]);
  });

  it('does not wait longer than the deadline for a module or data that hangs', async () => {
    jest.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const load = (slot: string): Promise<LoadedSlotModule> =>
      slot === 'search/SearchBox'
        ? never
        : Promise.resolve({
            default: Component,
            loadServerData: slot === 'footer/Footer' ? () => never : undefined,
          });
    const preparing = prepareSlots(
      ['search/SearchBox', 'footer/Footer', 'navigation/Header'],
      load,
      context,
    );
    await jest.advanceTimersByTimeAsync(SERVER_SLOT_DEADLINE_MS - 1);
    let done = false;
    void preparing.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const prepared = await preparing;
    expect(prepared.outcomes).toEqual({
      'search/SearchBox': 'fallback',
      'footer/Footer': 'rendered',
      'navigation/Header': 'rendered',
    });
    expect(prepared.problems.map((problem) => `${problem.slot} ${problem.stage}`)).toEqual([
      'search/SearchBox module',
      'footer/Footer data',
    ]);
  });
});
