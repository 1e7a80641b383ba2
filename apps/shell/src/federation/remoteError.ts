/**
 * A remote that could not give a slot its module, in the browser (RemoteLoadError) or in the
 * document server (ServerModuleError). The message starts with the remote's name, so a log line
 * or a fallback's report says whose module failed; each kind sets its own `name`.
 */
export abstract class RemoteError extends Error {
  constructor(
    readonly remote: string,
    message: string,
  ) {
    super(`${remote}: ${message}`);
  }
}
