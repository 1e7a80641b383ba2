import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useRenderedFromScratch } from './useRenderedFromScratch';

/** Shows what the hook says, and re-renders on a click, so a later render's answer is seen too. */
function Probe() {
  const fromScratch = useRenderedFromScratch();
  const [renders, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders(renders + 1)}>
      {`${fromScratch ? 'from scratch' : 'over server HTML'} ${renders}`}
    </button>
  );
}

const click = (container: HTMLElement) => act(() => container.querySelector('button')?.click());

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useRenderedFromScratch', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toContain('over server HTML 0');
  });

  it('is false while hydrating the server HTML, and stays false after, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    await click(container);
    expect(container).toHaveTextContent('over server HTML 1');
    expect(recoverable).toEqual([]);
  });

  it('hydrates with one render: no second, synchronous render of the component after hydration', async () => {
    // Issue 27: a snapshot that differed from the server's made React re-render the reading component
    // synchronously in the hydration's commit task, the whole header with it (and flush every passive
    // effect in that task too).
    let renders = 0;
    function Counted() {
      renders += 1;
      return <p>{useRenderedFromScratch() ? 'from scratch' : 'over server HTML'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Counted />);
    document.body.append(container);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Counted />);
    });
    expect(container).toHaveTextContent('over server HTML');
    expect(renders).toBe(1);
  });

  it('is true on a browser render with no server HTML, and stays true', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Probe />));
    expect(container).toHaveTextContent('from scratch 0');
    await click(container);
    expect(container).toHaveTextContent('from scratch 1');
  });
});
