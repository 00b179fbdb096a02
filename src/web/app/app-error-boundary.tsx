import { Component, type ReactNode } from 'react';
import { Button } from '../components/ui/button';

type State = { failed: boolean };

/**
 * Last resort for a render error or a page chunk that no longer exists (a new version was deployed while
 * the tab was open): say so and offer a reload instead of leaving a blank screen.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Keel failed to render a page', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-4 px-4">
        <h1 className="text-xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="text-muted-foreground">
          This page could not be shown. Reloading usually fixes it, for example after Keel was updated.
        </p>
        <div>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </div>
      </main>
    );
  }
}
