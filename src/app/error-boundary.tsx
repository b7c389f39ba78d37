import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedParts } from '@/lib/startup/lazy-part';
import { ErrorScreen } from './error-screen';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the route), a shown error is cleared. */
  resetKey?: unknown;
  /** A part beside the page shows nothing instead of the error screen when it fails. */
  quiet?: boolean;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/**
 * Catches render errors of the routed content and offers "Try Again", which renders it again;
 * around a part beside the page (`quiet`), the part is left out until the next route tries it again.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected render error:', error, info.componentStack);
    // A part whose file could not be fetched asks for it again when next shown (lazy-part.ts).
    retryFailedParts();
  }

  private retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return this.props.quiet ? null : <ErrorScreen onRetry={this.retry} />;
  }
}
