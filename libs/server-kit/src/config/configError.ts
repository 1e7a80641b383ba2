/** A setting that cannot work: the server refuses to start and says which and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A true/false setting; unset or empty is `fallback`, anything else stops the start. */
export function flagFromEnv(env: NodeJS.ProcessEnv, name: string, fallback = false): boolean {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (value === 'false') return false;
  if (value === 'true') return true;
  throw new ConfigError(`${name} must be true or false, not ${JSON.stringify(value)}.`);
}
