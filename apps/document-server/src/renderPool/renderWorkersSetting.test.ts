import { renderWorkersFromEnv } from './renderWorkersSetting';
import { ConfigError } from '@storefront/server-kit';

describe('RENDER_WORKERS', () => {
  it('is unset by default: the pool sizes itself by the cores', () => {
    expect(renderWorkersFromEnv({})).toBeUndefined();
    expect(renderWorkersFromEnv({ RENDER_WORKERS: '' })).toBeUndefined();
  });

  it('takes a whole number of workers', () => {
    expect(renderWorkersFromEnv({ RENDER_WORKERS: '3' })).toBe(3);
  });

  it.each(['0', '-1', '2.5', 'four', '65', ' 2'])('refuses %j, naming the setting', (value) => {
    expect(() => renderWorkersFromEnv({ RENDER_WORKERS: value })).toThrow(ConfigError);
    expect(() => renderWorkersFromEnv({ RENDER_WORKERS: value })).toThrow(
      /RENDER_WORKERS must be a whole number from 1 to 64/,
    );
  });
});
