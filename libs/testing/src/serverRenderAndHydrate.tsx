import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * Renders `element` as the server does (renderToString), puts that HTML in the page, then hydrates
 * it with the same element: every console error and recoverable error of the hydration
 * (a mismatch) is collected, so a test can require none.
 */
export async function serverRenderAndHydrate(
  element: ReactElement,
  browserElement: ReactElement = element,
  beforeHydration?: (container: HTMLElement) => void,
) {
  const html = renderToString(element);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // What a shopper does with the server's HTML before the remote's code has loaded.
  beforeHydration?.(container);
  const errors: unknown[] = [];
  const consoleError = jest
    .spyOn(console, 'error')
    .mockImplementation((...args: unknown[]) => void errors.push(args));
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(container, browserElement, {
        onRecoverableError: (error) => void errors.push(error),
      });
    });
  } finally {
    consoleError.mockRestore();
  }
  return {
    html,
    container,
    errors,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}
