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

// A remote starts no workers of its own: the sandbox's permission model allows workers (the pool
// needs them), so this worker takes the constructor away before any remote's code loads; nothing
// the bundle or a remote can reach gives it back (docs/architecture/rendering.md, "The sandbox").
Object.defineProperty(require('node:worker_threads'), 'Worker', {
  value: function Worker() {
    throw Object.assign(new Error('a render worker starts no workers'), {
      code: 'ERR_ACCESS_DENIED',
    });
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
