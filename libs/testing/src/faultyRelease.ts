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
  // Not a fault of its own: the thread blocked 600 ms without burning CPU (as a worker waiting for a
  // core on a busy machine is), past the watchdog's 400 ms stall and within the slot's 800 ms.
  'blocks without CPU': 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 600);',
  // Memory no worker's heap limit counts: each render keeps 64 MB more, until its process is recycled.
  'leaks outside its heap':
    '(globalThis.leaked = globalThis.leaked || []).push(Buffer.alloc(64 * 1024 * 1024, 1));',
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

/** The query parameter that numbers a shopper's page for onePageInThreeRelease. */
export const SHOPPER_PAGE_PARAMETER = 'shopper';

/**
 * A copy of a remote's local build whose `module` throws in its server render on one page in three:
 * those whose `?shopper=<n>` has n % 3 = 2. A page without the number renders as the build does,
 * so the deploy's test renders pass it: a fault only real traffic finds. The page's number reaches
 * the component through its server data (`loadServerData` sees the query, the component its data).
 */
export function onePageInThreeRelease(appsDir: string, remote: string, module: string): string {
  return wrappedRelease(
    appsDir,
    remote,
    module,
    `var load = loaded.loadServerData; var Component = loaded.default; return Object.assign({}, loaded, { __esModule: true,
      loadServerData: function (context) {
        var page = /(?:^|&)${SHOPPER_PAGE_PARAMETER}=(\\d+)/.exec(context.query || '');
        return Promise.resolve(load ? load(context) : undefined).then(function (data) {
          return page && Number(page[1]) % 3 === 2 ? { failsHere: true } : data;
        });
      },
      default: function Faulty(props) {
        if (props.serverData && props.serverData.failsHere === true) throw new Error('this release throws on one page in three');
        return Component(props);
      } });`,
  );
}

/** What a probing release tries against the host it renders in (the hostile release of docs/architecture/rendering.md, "The sandbox"). */
export interface SandboxTargets {
  /** Files it tries to read: the secret file, the database file. */
  read: string[];
  /** A file in another remote's release it tries to write. */
  write: string;
  /** A port on 127.0.0.1 it tries to connect to (PostgreSQL's). */
  port: number;
  /** A service path it calls with GET that changes something when called (it must be refused). */
  sideEffect: string;
}

/** The key under which a probing release's slot data carries what each attempt came to. */
export const SANDBOX_PROBE_KEY = 'sandboxProbe';

/**
 * A copy of a remote's local build whose `module`'s `loadServerData` first tries, in the render
 * worker, everything a hostile team would against the host — the environment files under /proc,
 * `targets`' files, a write, a child process, a worker, a connection, a side-effect call — and adds
 * what each came to to its data (under SANDBOX_PROBE_KEY), which the page then carries: "failed:
 * <code>" or "succeeded: <what it got>". The release renders as the build does.
 */
export function probingRelease(
  appsDir: string,
  remote: string,
  module: string,
  targets: SandboxTargets,
): string {
  return wrappedRelease(
    appsDir,
    remote,
    module,
    `var load = loaded.loadServerData; return Object.assign({}, loaded, { __esModule: true, loadServerData: function (context) {
      var targets = ${JSON.stringify(targets)};
      var fs = require('fs');
      var found = {};
      function attempt(name, act) {
        try { found[name] = 'succeeded: ' + String(act()).slice(0, 300); }
        catch (error) { found[name] = 'failed: ' + (error.code || error.message); }
      }
      attempt('/proc/self/environ', function () { return fs.readFileSync('/proc/self/environ', 'utf8'); });
      attempt('/proc/<parent>/environ', function () { return fs.readFileSync('/proc/' + process.ppid + '/environ', 'utf8'); });
      targets.read.forEach(function (file) { attempt('read ' + file, function () { return fs.readFileSync(file, 'utf8'); }); });
      attempt('write', function () { fs.writeFileSync(targets.write, 'taken over'); return targets.write; });
      attempt('spawn', function () { return require('child_process').execFileSync('/usr/bin/id').toString(); });
      attempt('worker', function () { new (require('worker_threads').Worker)('0', { eval: true }); return 'started'; });
      found.environment = Object.keys(process.env).sort().join(',');
      found.cookies = Object.keys(context.cookies).sort().join(',');
      found.tokens = ['LoginToken', 'LongTermToken'].filter(function (name) { return name in context.cookies; })
        .map(function (name) { return name + '=' + context.cookies[name]; }).join(',');
      found.loginId = context.loginId || '';
      found.staff = context.staff === true ? 'yes' : 'no';
      var connected = new Promise(function (resolve) {
        var socket = require('net').connect(targets.port, '127.0.0.1');
        socket.on('connect', function () { socket.destroy(); resolve('succeeded: connected'); });
        socket.on('error', function (error) { resolve('failed: ' + error.code); });
        setTimeout(function () { socket.destroy(); resolve('failed: no answer'); }, 2000);
      });
      var called = context.fetchService(targets.sideEffect).then(
        function (answer) { return answer.status < 300 ? 'succeeded: ' + answer.status : 'failed: ' + answer.status; },
        function (error) { return 'failed: ' + error.message; });
      return Promise.all([connected, called]).then(function (both) {
        found.connect = both[0];
        found.sideEffect = both[1];
        return load ? load(context) : {};
      }).then(function (data) {
        var probed = Object.assign({}, data);
        probed['${SANDBOX_PROBE_KEY}'] = found;
        return probed;
      });
    } });`,
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

/**
 * A copy of a remote's local build whose browser container is replaced by `wrapper`: script that
 * reassigns the container's global (`storefront_<remote>`) around `container`, the built one. The
 * server container stays healthy: only shoppers' browsers see what the wrapper does.
 */
export function browserContainerRelease(appsDir: string, remote: string, wrapper: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `browser-${remote}-`));
  fs.cpSync(path.join(appsDir, remote, 'dist'), dir, { recursive: true });
  // A marker of its own: the release differs from the local build even with an empty wrapper.
  fs.writeFileSync(path.join(dir, 'browser-release-marker.txt'), `${Date.now()}-${Math.random()}`);
  fs.appendFileSync(
    path.join(dir, 'remoteEntry.js'),
    `\n;(function (container) {\n${wrapper}\n})(storefront_${remote});\n`,
  );
  // The pre-compressed copies would still hold the healthy entry.
  for (const stale of ['remoteEntry.js.gz', 'remoteEntry.js.br'])
    fs.rmSync(path.join(dir, stale), { force: true });
  return dir;
}

/**
 * A copy of a remote's local build whose browser container, once `module` is asked for, makes
 * every click inside the module's slot (`[data-slot="<remote>/<module>"]`) hold the main thread
 * `slowMs` longer: what the shoppers' INP, pinned on the remote, shows. Its server render and its
 * loads are as healthy as the build's.
 */
export function slowToClickRelease(
  appsDir: string,
  remote: string,
  module: string,
  slowMs: number,
): string {
  return browserContainerRelease(
    appsDir,
    remote,
    `
  var slowed = false;
  storefront_${remote} = {
    init: container.init,
    get: function (name) {
      if (name === './${module}' && !slowed) {
        slowed = true;
        document.addEventListener('click', function (event) {
          if (!(event.target instanceof Element) || !event.target.closest('[data-slot="${remote}/${module}"]')) return;
          var until = performance.now() + ${Number(slowMs)};
          while (performance.now() < until) {}
        }, true);
      }
      return container.get.apply(container, arguments);
    },
  };`,
  );
}
