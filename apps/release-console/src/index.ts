// What a server mounts: the release console as a Fastify plugin, and what it takes to mount it.
// Named exports only; the console's page and its charts are its own.
export {
  type ConsoleStaff,
  type PrepareRollback,
  RELEASE_CONSOLE_PATH,
  releaseConsole,
  type ReleaseConsoleOptions,
} from './releaseConsole';
export { type MinuteHealth } from './healthChart';
