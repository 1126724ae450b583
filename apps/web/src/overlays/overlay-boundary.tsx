import { Component } from 'react';
import type { ReactNode } from 'react';

/** An overlay whose chunk fails to load (offline) or that throws must not take the page down with it. */
export class OverlayBoundary extends Component<{ id: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[overlay ${this.props.id}] failed`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
