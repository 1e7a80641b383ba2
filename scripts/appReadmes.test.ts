import fs from 'node:fs';
import path from 'node:path';
import { EVENT_CATALOGUE, SLOT_MODULES, type RemoteName } from '@storefront/contracts';
import { BLOCK_END, BLOCK_START, expectedBlocks, withBlock } from './appReadmes';
import { remoteNames } from '../tools/workspace/apps.cjs';

describe("the apps' READMEs (issue 30 item 6)", () => {
  it.each(
    expectedBlocks().map(({ file, block }) => [
      path.relative(path.join(__dirname, '..'), file),
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

describe("a newcomer's questions, answered by a remote's README alone", () => {
  const root = path.join(__dirname, '..');
  const readmeOf = (remote: string) =>
    fs.readFileSync(path.join(root, 'apps', remote, 'README.md'), 'utf8');

  it.each(remoteNames)(
    '%s: where each of its modules sits and what shows when it fails',
    (remote) => {
      const lines = readmeOf(remote).split('\n');
      for (const module of SLOT_MODULES[remote as RemoteName]) {
        const line = lines.find((text) =>
          text.trimStart().startsWith(`- \`${remote}/${module}\`:`),
        );
        expect([module, line]).toEqual([module, expect.stringMatching(/fallback: .+|no slot/)]);
      }
    },
  );

  it.each(remoteNames)('%s: the events it emits and hears', (remote) => {
    const readme = readmeOf(remote);
    const line = readme.split('\n').find((text) => text.startsWith('- **Emits:**')) ?? '';
    const [emitsPart = '', hearsPart = ''] = line.split('**Hears:**');
    for (const [name, { emittedBy, heardBy }] of Object.entries(EVENT_CATALOGUE)) {
      expect([name, 'emits', emitsPart.includes(`\`${name}\``)]).toEqual([
        name,
        'emits',
        (emittedBy as readonly string[]).includes(remote),
      ]);
      expect([name, 'hears', hearsPart.includes(`\`${name}\``)]).toEqual([
        name,
        'hears',
        (heardBy as readonly string[]).includes(remote),
      ]);
    }
  });

  it.each(remoteNames)('%s: how its team ships it and takes it back', (remote) => {
    const readme = readmeOf(remote);
    expect(readme).toContain(`./storefront deploy ${remote}`);
    expect(readme).toContain(`./storefront rollback ${remote}`);
  });
});
