import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@storefront/contracts';
import { reportSlot } from '../features/health';
import { loadFailures } from './loadFailures';

interface Props {
  remote: RemoteName;
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering; the rest of the page goes on. */
export class SlotErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `[slot ${this.props.remote}] showing the fallback:`,
      error.message,
      info.componentStack ?? '',
    );
    // A load failure was reported where it happened (RemoteSlot's preload); anything else threw while rendering.
    if (!loadFailures.has(error)) reportSlot(this.props.remote, 'render_error');
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
