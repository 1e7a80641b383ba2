// What the document server (apps/document-server) takes from the shell: the pages table, the frame it
// renders before the render workers answer, the slots a page server-renders, their deadlines, the
// render workers' protocol (every message between the pool and a worker, with its schema) and where
// a release's server container lies. Named exports only: this is the one door between the two
// packages; the browser bundle never imports it.

export { FirstFrame, type FirstFrameProps } from './frame';
export { pageDefinition, PAGES, titleText } from './pages/pages';
export { type SlotKey } from './slots/slotEnvironment';
export { ALL_SERVER_RENDERED_SLOTS, serverRenderedSlots } from './ssr/pageSlots';
export { SERVER_RENDER_DEADLINE_MS, SERVER_SLOT_DEADLINE_MS } from './ssr/renderDeadlines';
export { createProgressBuffer, markUnwanted, readProgress } from './ssr/renderProgress';
export {
  servedFileLocation,
  serverEntryLocation,
  type ServerEntryRoots,
} from './ssr/serverEntryLocation';
export {
  callIdOf,
  MalformedMessage,
  type PageTask,
  PageTaskOutcomeSchema,
  type PageTaskResult,
  readMessage,
  type ReleaseLocation,
  ReleaseLocationSchema,
  type ReleaseLocations,
  ReleaseLocationsSchema,
  type RenderTask,
  type ServiceAnswer,
  ServiceCallSchema,
  type SlotTask,
  SlotTaskOutcomeSchema,
  type SlotTaskResult,
  type TaskOutcome,
  type WorkerStart,
  WorkerWarmSchema,
} from './ssr/worker/renderProtocol';
export { STRANGER_HOME_STATE } from './state/initialState';
export { readOtherThreadsWith, threadCpuMs } from './ssr/threadCpu';
