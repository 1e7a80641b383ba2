// What the release service mounts: the release console as a Fastify plugin, and what it takes to
// mount it. Named exports only; the console's pages, sessions and charts are its own.
export { CONSOLE_PATH } from './consoleActions';
export {
  type ConsoleAccount,
  CONSOLE_SESSION_COOKIE,
  releaseConsole,
  type ReleaseConsoleOptions,
} from './releaseConsole';
export { consoleSessions, type ConsoleSessions } from './consoleSessions';
export { type MinuteHealth } from './healthChart';
