import type fs from 'node:fs';
import { seedFilePath } from '../seed/seedFiles';

/**
 * Loads a seed module afresh with one of its domain's seed files replaced, as the API's start loads
 * it: for the tests that show a broken seed file stops the start, naming the file and the field.
 * `modulePath` absolute (`require.resolve` in the test): jest resolves it against this module.
 */
export function loadSeedModuleWith(
  modulePath: string,
  domain: string,
  file: string,
  content: unknown,
): () => unknown {
  const replaced = seedFilePath(domain, file);
  return () =>
    jest.isolateModules(() => {
      const actual = jest.requireActual<typeof fs>('node:fs');
      const readFileSync = ((target: fs.PathOrFileDescriptor, ...rest: unknown[]) =>
        target === replaced
          ? JSON.stringify(content)
          : (actual.readFileSync as (...args: unknown[]) => unknown)(
              target,
              ...rest,
            )) as typeof fs.readFileSync;
      jest.doMock('node:fs', () => ({ ...actual, readFileSync }));
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads the module afresh over the mocked file
        require(modulePath);
      } finally {
        jest.dontMock('node:fs');
      }
    });
}
