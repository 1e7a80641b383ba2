import { ConfigError } from '@storefront/server-kit';
import { RENDER_PROCESS_MEMORY_MB } from './limits';
import { renderProcessMemoryFromEnv } from './memorySetting';

describe('RENDER_PROCESS_MEMORY_MB', () => {
  it('is the limit in megabytes, or the default when unset', () => {
    expect(renderProcessMemoryFromEnv({ RENDER_PROCESS_MEMORY_MB: '768' })).toBe(768);
    expect(renderProcessMemoryFromEnv({})).toBe(RENDER_PROCESS_MEMORY_MB);
  });

  it.each(['lots', '-1', '1.5', '100'])('refuses %j, saying what it must be', (value) => {
    expect(() => renderProcessMemoryFromEnv({ RENDER_PROCESS_MEMORY_MB: value })).toThrow(
      new ConfigError(
        `RENDER_PROCESS_MEMORY_MB must be a whole number of megabytes, at least 256, not ${JSON.stringify(value)}.`,
      ),
    );
  });
});
