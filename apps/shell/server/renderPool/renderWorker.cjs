'use strict';
// A render worker (issue 26; ./renderPool.ts): the shell's server bundle, and each task handed to
// its `runRenderTask`. Plain CommonJS so it starts without the TypeScript loader of the parent.
const { workerData } = require('piscina');

const bundle = require(workerData.serverEntryFile);

module.exports = (task) => bundle.runRenderTask(task);
