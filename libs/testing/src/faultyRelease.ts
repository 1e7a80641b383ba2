import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The ways a remote's server code can fail a document server (the fault matrix of docs/architecture/rendering.md, "Blast radius"). */
export const SERVER_FAULTS = {
  spins: 'const until = Date.now() + 30000; while (Date.now() < until) {}',
  throws: "throw new Error('this release throws in its server render');",
  'allocates without bound':
    'const hoard = []; for (;;) hoard.push(new Array(1000000).fill(hoard.length));',
  'calls process.exit': 'process.exit(3);',
  'renders nothing': 'return null;',
  // Not a crash: a release that reports what it can see of the host it runs in.
  'reads the host environment':
    "throw new Error('environment: ' + Object.keys(process.env).sort().join(','));",
} as const;
export type ServerFault = keyof typeof SERVER_FAULTS;

/**
 * A copy of a remote's local build whose server container runs `fault` whenever `module`'s
 * component renders on the server: the container's `get` hands out the module with its component
 * wrapped. The browser container is untouched, so only the server render is at fault.
 */
export function faultyRelease(
  appsDir: string,
  remote: string,
  module: string,
  fault: ServerFault,
): string {
  return wrappedRelease(
    appsDir,
    remote,
    module,
    `var Component = loaded.default; return Object.assign({}, loaded, { __esModule: true, default: function Faulty(props) { ${SERVER_FAULTS[fault]} return Component(props); } });`,
  );
}

/**
 * A copy of a remote's local build whose `module` is slow on the server: its `loadServerData`
 * first waits `waitMs` (a remote waiting on a slow service of its own), then loads as the build
 * does (or answers nothing, where the module has no loader). Its component is untouched.
 */
export function slowRelease(
  appsDir: string,
  remote: string,
  module: string,
  waitMs: number,
): string {
  return wrappedRelease(
    appsDir,
    remote,
    module,
    `var load = loaded.loadServerData; return Object.assign({}, loaded, { __esModule: true, loadServerData: function (context) { return new Promise(function (resolve) { setTimeout(resolve, ${Number(waitMs)}); }).then(function () { return load ? load(context) : undefined; }); } });`,
  );
}

/** A copy of a remote's local build whose server container hands out `module` as `wrap` (a function body over `loaded`) returns it. */
function wrappedRelease(appsDir: string, remote: string, module: string, wrap: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `faulty-${remote}-`));
  fs.cpSync(path.join(appsDir, remote, 'dist'), dir, { recursive: true });
  const entry = path.join(dir, 'server', 'remoteEntry.js');
  fs.appendFileSync(
    entry,
    `
;(function (container) {
  var get = container.get;
  module.exports = {
    init: container.init,
    get: function (name) {
      return Promise.resolve(get.apply(container, arguments)).then(function (factory) {
        return function () {
          var loaded = factory();
          if (name !== './${module}') return loaded;
          ${wrap}
        };
      });
    },
  };
})(module.exports);
`,
  );
  // The pre-compressed copies would still hold the healthy entry.
  for (const stale of ['remoteEntry.js.gz', 'remoteEntry.js.br'])
    fs.rmSync(path.join(dir, 'server', stale), { force: true });
  return dir;
}
