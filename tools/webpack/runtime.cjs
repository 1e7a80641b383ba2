const path = require('node:path');

/**
 * The ESM build of @module-federation/inject-external-runtime-core-plugin. `provideExternalRuntime`
 * resolves its CommonJS build, which drags a second runtime-core into the shell (federation notes:
 * main.js 26.7 -> 51.8 KB gzip); registering the ESM build as a runtime plugin does not.
 */
function injectExternalRuntimePlugin() {
  // Neither package exports package.json; find the plugin's folder from its main entry.
  const enhancedMain = require.resolve('@module-federation/enhanced');
  const pluginMain = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(enhancedMain)],
  });
  return path.join(path.dirname(pluginMain), 'index.js');
}

module.exports = { injectExternalRuntimePlugin };
