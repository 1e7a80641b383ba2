import { renderQueueBudgetFromEnv } from './renderQueueBudgetSetting';
import { ConfigError } from '@storefront/server-kit';

describe('RENDER_QUEUE_BUDGET_MS', () => {
  it("is unset by default: the gate's own budget", () => {
    expect(renderQueueBudgetFromEnv({})).toBeUndefined();
    expect(renderQueueBudgetFromEnv({ RENDER_QUEUE_BUDGET_MS: '' })).toBeUndefined();
  });

  it('takes a whole number of milliseconds, 0 included (no page waits)', () => {
    expect(renderQueueBudgetFromEnv({ RENDER_QUEUE_BUDGET_MS: '800' })).toBe(800);
    expect(renderQueueBudgetFromEnv({ RENDER_QUEUE_BUDGET_MS: '0' })).toBe(0);
  });

  it.each(['-1', '1.5', '2s', '60001', ' 800'])('refuses %j, naming the setting', (value) => {
    expect(() => renderQueueBudgetFromEnv({ RENDER_QUEUE_BUDGET_MS: value })).toThrow(ConfigError);
    expect(() => renderQueueBudgetFromEnv({ RENDER_QUEUE_BUDGET_MS: value })).toThrow(
      /RENDER_QUEUE_BUDGET_MS must be a whole number of milliseconds from 0 to 60000/,
    );
  });
});
