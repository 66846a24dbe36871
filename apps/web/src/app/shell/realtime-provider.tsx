import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import type { RealtimeClient } from '../../lib/realtime';
import { RealtimeContext } from '../../lib/realtime-context';
import { useViewer } from '../../lib/user-info';

// Loaded once someone is signed in: a guest's pages carry no realtime code.
const RealtimeConnection = lazy(() =>
  import('./realtime-connection').then((m) => ({ default: m.RealtimeConnection })),
);

/** Provides the signed-in viewer's realtime connection (null for guests and while it loads). */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const [client, setClient] = useState<RealtimeClient | null>(null);
  return (
    <RealtimeContext value={client}>
      {children}
      {viewer && (
        <Suspense fallback={null}>
          <RealtimeConnection key={viewer.id} viewer={viewer} onClient={setClient} />
        </Suspense>
      )}
    </RealtimeContext>
  );
}
