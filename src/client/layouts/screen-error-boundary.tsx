import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.js';

interface Props {
  /** A new value (the next navigation) clears a caught failure. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  caughtAt: string | null;
}

/** Catches a screen's failure (code that did not load, a render error) so the page is never blank. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, caughtAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error !== null && state.caughtAt === null) return { caughtAt: props.resetKey };
    if (state.caughtAt !== null && state.caughtAt !== props.resetKey)
      return { error: null, caughtAt: null };
    return null;
  }

  override render() {
    return this.state.error !== null ? (
      <RouteError error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
