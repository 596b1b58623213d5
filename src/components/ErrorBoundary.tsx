import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorScreen } from "./ErrorScreen";

interface Props {
  /** What is shown until something inside throws while rendering. */
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a render error below it and shows the error screen instead of a blank page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Page failed to render", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
