import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Loaded with the first toast: most visits never show one.
const ToastStack = lazy(() => import('./toast-stack').then((m) => ({ default: m.ToastStack })));

/** The toasts of `notifications.show`, mounted (and kept) from the first one on. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [mounted, setMounted] = useState(false);
  if (!mounted && notifications.length + queue.length > 0) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
