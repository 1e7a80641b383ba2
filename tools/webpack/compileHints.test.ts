import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { root } from './shared.cjs';

const dist = path.join(root, 'apps/shell/dist');

function built(file: string): string {
  const at = path.join(dist, file);
  if (!fs.existsSync(at))
    throw new Error(
      `${at} is missing: build the shell first (the test command builds before jest).`,
    );
  return fs.readFileSync(at, 'utf8');
}

describe("the shell entry's compile hint (tools/webpack/compileHints.cjs)", () => {
  it('begins main.js, as V8 reads it only at the top of a file', () => {
    expect(built('main.js').split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('is in the served compressed copies too', () => {
    for (const [file, unpack] of [
      ['main.js.br', zlib.brotliDecompressSync],
      ['main.js.gz', zlib.gunzipSync],
    ] as const)
      expect(
        unpack(fs.readFileSync(path.join(dist, file)))
          .toString('utf8')
          .startsWith('//# allFunctionsCalledOnLoad\n'),
      ).toBe(true);
  });

  it('leaves the lazily loaded chunks lazy', () => {
    const chunks = fs
      .readdirSync(dist)
      .filter((file) => file.endsWith('.js') && file !== 'main.js');
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(built(chunk)).not.toContain('allFunctionsCalledOnLoad');
  });

  it("keeps main.js's source map on the right lines", () => {
    const code = built('main.js');
    const map = new SourceMapConsumer(JSON.parse(built('main.js.map')));
    // A literal of one known module: where main.js has it, the map must name that module.
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('"storefront-state"'));
    expect(line).toBeGreaterThan(0);
    const column = lines[line]!.indexOf('"storefront-state"');
    expect(map.originalPositionFor({ line: line + 1, column }).source).toMatch(
      /libs\/contracts\/src\/schemas\/state\.ts$/,
    );
  });
});
