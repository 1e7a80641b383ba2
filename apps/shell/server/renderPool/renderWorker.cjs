'use strict';
// A render worker (issue 26; ./renderPool.ts): the shell's server bundle, and each task handed to
// its `runRenderTask`. Plain CommonJS so it starts without the TypeScript loader of the parent.
// The live releases load first: piscina awaits the exported promise before a replacement worker
// is ready, and the pool hears `renderWorkerWarm` before recycled workers take over.
const os = require('node:os');
const { parentPort } = require('node:worker_threads');
const { workerData } = require('piscina');

// A worker starting beside busy ones (the replacement of one a remote held) yields the cores to
// the pages being rendered: on Linux the nice value is per thread. Back to the process's own once
// warm; where that needs a privilege the host lacks, the worker stays at the lower priority.
const ownPriority = os.getPriority();
const STARTING_NICE = 10;
const setPriority = (priority) => {
  try {
    os.setPriority(priority);
  } catch {
    // Not permitted here: the priority stays as it is.
  }
};
setPriority(Math.max(ownPriority, STARTING_NICE));

const bundle = require(workerData.serverEntryFile);

module.exports = bundle.warmUp(workerData.live).then(() => {
  setPriority(ownPriority);
  parentPort.postMessage({ renderWorkerWarm: true });
  return (task) => bundle.runRenderTask(task);
});
