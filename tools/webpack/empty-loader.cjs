// The server build ignores plain stylesheets: the browser build ships them (tools/webpack/server.cjs).
module.exports = function emptyLoader() {
  return 'export {};';
};
