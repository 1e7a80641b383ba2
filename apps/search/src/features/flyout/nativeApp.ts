/** What the native app injects into its web view; only the back action is used here. */
export interface NativeAppBridge {
  back?: () => void;
}

declare global {
  interface Window {
    storefrontNativeApp?: NativeAppBridge;
  }
}

/** The native app's back action when the page runs inside the app, else undefined. */
export function nativeBackAction(): (() => void) | undefined {
  const bridge = window.storefrontNativeApp;
  return bridge && typeof bridge.back === 'function' ? () => bridge.back!() : undefined;
}
