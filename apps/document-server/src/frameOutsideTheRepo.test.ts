// A host runs the document server through tsx from any working directory (a fleet host in a folder
// of its own): the frame it draws on its own thread, when a page goes out for the browser to
// render, must not depend on tsx finding the repository's tsconfig.json (apps/shell/src/frame.tsx).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const repoRoot = path.resolve(__dirname, '../../..');
const tsxLoader = pathToFileURL(path.join(repoRoot, 'node_modules/tsx/dist/loader.mjs')).href;

it('draws the browser-rendered frame through tsx from a folder without a tsconfig.json', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'host-cwd-'));
  try {
    const documentModule = pathToFileURL(path.join(__dirname, 'document.ts')).href;
    const script = `import(${JSON.stringify(documentModule)}).then((m) => process.stdout.write(m.firstFrameMarkup({ skipLinkText: 'Zum Inhalt', reduced: false, appBanner: false, heading: 'Warenkorb' })))`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', tsxLoader, '--input-type=module', '-e', script],
      { cwd: folder },
    );
    expect(stdout).toContain('Zum Inhalt');
    expect(stdout).toContain('Warenkorb');
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);
