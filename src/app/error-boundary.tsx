import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the route), a shown error is cleared. */
  resetKey?: unknown;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Catches render errors of the routed content and offers "Try Again", which renders it again. */
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
  }

  private retry = () => this.setState({ error: null });

  override render() {
    return this.state.error ? <ErrorScreen onRetry={this.retry} /> : this.props.children;
  }
}
