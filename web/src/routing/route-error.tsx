import { Component, createContext, type ReactNode, useContext } from 'react';

const RouteErrorContext = createContext<unknown>(undefined);

/** The error the nearest route error screen is showing (react-router's useRouteError). */
export const useRouteError = (): unknown => useContext(RouteErrorContext);

interface Props {
  /** Shown, with the error readable through useRouteError, when `children` fail. */
  fallback: ReactNode;
  /** Changes with every navigation: a new address tries its screen again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/**
 * A route's error boundary: a screen that throws while drawing (or whose code failed to load)
 * is replaced by the route's error screen, inside the frames around it, until the next navigation.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider>
    );
  }
}
