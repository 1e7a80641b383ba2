/**
 * Loads a seed module afresh with one of its data files replaced, as the API's start loads it (issue
 * 30 item 7): for the tests that show a broken seed file stops the start, naming the file. Both
 * paths absolute (`require.resolve` in the test): jest resolves a mock's path against the module
 * that asks for it.
 */
export function loadSeedModuleWith(
  modulePath: string,
  filePath: string,
  content: unknown,
): () => unknown {
  return () =>
    jest.isolateModules(() => {
      jest.doMock(filePath, () => content);
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- loads the module afresh over the mocked file
        require(modulePath);
      } finally {
        jest.dontMock(filePath);
      }
    });
}
