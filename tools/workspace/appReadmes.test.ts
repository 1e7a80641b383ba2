import fs from 'node:fs';
import path from 'node:path';
import { BLOCK_END, BLOCK_START, expectedBlocks, withBlock } from './appReadmes';

describe("the apps' READMEs (issue 30 item 6)", () => {
  it.each(
    expectedBlocks().map(({ file, block }) => [
      path.relative(path.join(__dirname, '../..'), file),
      file,
      block,
    ]),
  )(
    '%s states what the catalogues say (npx tsx tools/workspace/appReadmes.ts rewrites it)',
    (_name, file, block) => {
      const readme = fs.readFileSync(file, 'utf8');
      expect(readme).toContain(block);
    },
  );

  it('replaces only the block between the markers, and finds none where the markers are missing', () => {
    const readme = `# x\n\nbefore\n${BLOCK_START}\nold\n${BLOCK_END}\nafter\n`;
    expect(withBlock(readme, `${BLOCK_START}\nnew\n${BLOCK_END}`)).toBe(
      `# x\n\nbefore\n${BLOCK_START}\nnew\n${BLOCK_END}\nafter\n`,
    );
    expect(withBlock('# x\n', 'anything')).toBeUndefined();
  });
});
