/**
 * The document server's bundle (apps/shell/webpack.config.cjs, `dist/server/entry.js`): the
 * process's one federation host and the shell's React for Node. The document server's render
 * workers require it and render with what it exports, never with copies of React,
 * i18next or jotai of their own: a remote's server container uses this bundle's shared singletons,
 * and a context provider from another copy would be invisible to it.
 */
export { serverEntryPath } from './serverEntryPath';
export {
  loadServerModule,
  ServerModuleError,
  type LoadServerModuleOptions,
  type ServerModule,
} from './loadServerModule';
export { serverI18n } from './serverI18n';
export { renderPage } from './renderPage';
export { renderSlotToString } from './renderSlotToString';
export { runRenderTask, warmUp } from './worker/runRenderTask';
export { WORKER_WARM } from './worker/renderProtocol';
export { PROVIDED_SHARED } from './providedShared';
