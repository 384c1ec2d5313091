import { Component, type ReactNode } from 'react';
import { reloadPage } from '../../core/router';
import { useT } from '../../widgets/use-t';
import { Notice } from './notice';

/** Stands in for a screen whose module failed to load after a listener handled the preload error. */
export function ScreenLoadFailed() {
  const t = useT('app');
  return (
    <Notice icon="error" title={t('screen.failedTitle')} text={t('screen.failed')}>
      <button type="button" className="notice__action" onClick={reloadPage}>
        {t('screen.reload')}
      </button>
    </Notice>
  );
}

/** Stands in for a screen this build does not contain. */
export function ScreenUnavailable() {
  const t = useT('app');
  return <Notice icon="info" title={t('screen.unavailableTitle')} text={t('screen.unavailable')} />;
}

/** Props of the boundary: what it shows, and the key that clears a caught error when it changes. */
interface BoundaryProps {
  resetKey: unknown;
  children: ReactNode;
}

/** Catches a screen that threw (an unhandled preload error among others) so the shell stays usable. */
export class ScreenBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render(): ReactNode {
    return this.state.failed ? <ScreenLoadFailed /> : this.props.children;
  }
}
