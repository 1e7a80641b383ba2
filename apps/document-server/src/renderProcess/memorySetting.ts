import { ConfigError } from '@storefront/server-kit';
import { RENDER_PROCESS_MEMORY_MB } from './limits';

/** The least RENDER_PROCESS_MEMORY_MB may be: a render process with its workers warm needs about 300 MB. */
export const MIN_RENDER_PROCESS_MEMORY_MB = 256;

/** RENDER_PROCESS_MEMORY_MB: the resident memory past which the render process is recycled. */
export function renderProcessMemoryFromEnv(env: NodeJS.ProcessEnv): number {
  const value = env.RENDER_PROCESS_MEMORY_MB;
  if (value === undefined || value === '') return RENDER_PROCESS_MEMORY_MB;
  const megabytes = Number(value);
  if (!/^\d+$/.test(value) || megabytes < MIN_RENDER_PROCESS_MEMORY_MB)
    throw new ConfigError(
      `RENDER_PROCESS_MEMORY_MB must be a whole number of megabytes, at least ${MIN_RENDER_PROCESS_MEMORY_MB}, not ${JSON.stringify(value)}.`,
    );
  return megabytes;
}
