'use strict';
// A render worker (./renderPool.ts): the shell's server bundle, and each task handed to
// its `runRenderTask`. Plain CommonJS so it starts without the TypeScript loader of the parent.
// The live releases load first: piscina awaits the exported promise before a replacement worker
// is ready, and the pool hears WORKER_WARM before recycled workers take over. What crosses between
// the pool and this worker is the shell's render protocol (apps/shell/src/ssr/worker/renderProtocol.ts):
// the bundle checks the start data and each task it is handed.
const os = require('node:os');
const { parentPort } = require('node:worker_threads');
const { workerData, move, transferableSymbol, valueSymbol } = require('piscina');

// Remote code runs below the accepting thread (the accepting thread, the API and the
// probes never wait on a remote's code): on Linux the nice value is per thread, so this worker, its
// start-up and every page it renders (a spinning remote too) yield a busy core to the thread that
// answers requests. Where the host does not permit it, the worker runs at the process's priority.
const RENDER_WORKER_NICE = 10;
try {
  os.setPriority(Math.max(os.getPriority(), RENDER_WORKER_NICE));
} catch {
  // Not permitted here: the priority stays as it is.
}

/**
 * What the sandbox refuses a remote's code is told to the pool, which logs it (a release that
 * probes the host shows in the log, not only in what it renders). A report, not a guard: the
 * permission model refuses, whatever a remote does with these wrappers.
 */
function reportRefusal(error) {
  if (error?.code !== 'ERR_ACCESS_DENIED') return;
  parentPort.postMessage({
    renderWorkerRefused: {
      permission: String(error.permission ?? 'WorkerThreads'),
      resource: String(error.resource ?? '').slice(0, 300),
    },
  });
}

/** Each function of `module` reports the refusals it meets: thrown, passed to its callback, or rejected. */
function reportRefusalsOf(module) {
  for (const name of Object.keys(module)) {
    const original = module[name];
    // Classes (fs.Dirent, child_process.ChildProcess) stay as they are.
    if (typeof original !== 'function' || /^[A-Z]/.test(name)) continue;
    module[name] = function (...args) {
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last];
        args[last] = function (error, ...rest) {
          reportRefusal(error);
          return callback.call(this, error, ...rest);
        };
      }
      let result;
      try {
        result = original.apply(this, args);
      } catch (error) {
        reportRefusal(error);
        throw error;
      }
      return result instanceof Promise
        ? result.catch((error) => {
            reportRefusal(error);
            throw error;
          })
        : result;
    };
  }
}
const fs = require('node:fs');
reportRefusalsOf(fs);
reportRefusalsOf(fs.promises);
reportRefusalsOf(require('node:child_process'));

// A remote starts no workers of its own: the sandbox's permission model allows workers (the pool
// needs them), so this worker takes the constructor away before any remote's code loads; nothing
// the bundle or a remote can reach gives it back (docs/architecture/rendering.md, "The sandbox").
Object.defineProperty(require('node:worker_threads'), 'Worker', {
  value: function Worker() {
    const refused = Object.assign(new Error('a render worker starts no workers'), {
      code: 'ERR_ACCESS_DENIED',
    });
    reportRefusal(refused);
    throw refused;
  },
  writable: false,
  configurable: false,
});

const bundle = require(workerData.serverEntryFile);

module.exports = bundle.warmUp(workerData).then(() => {
  parentPort.postMessage(bundle.WORKER_WARM);
  return (task) => bundle.runRenderTask(task).then(handOver);
});

/**
 * A page's markup goes to the accepting thread as its buffer, moved, not copied (PageTaskResult
 * html): piscina transfers what a result `move`d names under its transferable symbol.
 */
function handOver(outcome) {
  const html = outcome.ok ? outcome.value.html : undefined;
  return html instanceof Uint8Array
    ? move({ [transferableSymbol]: html.buffer, [valueSymbol]: outcome })
    : outcome;
}
