/** The errors of remotes that failed to load (RemoteSlot's preload): the error boundary tells them from render errors. */
export const loadFailures = new WeakSet<object>();
