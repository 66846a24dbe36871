import { useNotifications } from '@mantine/notifications';
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

const loadToastStack = () => import('./toast-stack');
// Loaded with the first toast: most visits never show one.
const ToastStack = lazy(() => loadToastStack().then((m) => ({ default: m.ToastStack })));

/** A toast stack that could not load (no signal) shows nothing rather than take the page down. */
class WithoutToasts extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The toasts of `notifications.show`, mounted (and kept) from the first one on. A page under the
 * service worker (field agents' work, readable offline) fetches their code once it is idle, so
 * the worker keeps it for a toast shown later without a signal.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if (!mounted && notifications.length + queue.length > 0) setMounted(true);
  useEffect(() => {
    if (!navigator.serviceWorker?.controller) return;
    const preload = () => void loadToastStack().catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(preload);
    else setTimeout(preload, 1000);
  }, []);
  if (!mounted) return null;
  return (
    <WithoutToasts>
      <Suspense fallback={null}>
        <ToastStack />
      </Suspense>
    </WithoutToasts>
  );
}
