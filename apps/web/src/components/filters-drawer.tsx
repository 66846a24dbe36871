import { Button, Drawer } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

interface FiltersDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** A button under the filters that closes the drawer. */
  closeLabel?: string;
  children: ReactNode;
}

/** A directory's filters on a narrow screen, over the list. */
export function FiltersDrawer({ opened, onClose, closeLabel, children }: FiltersDrawerProps) {
  // Mounted closed and opened just after, as if it had always been there: the drawer notes what
  // had focus when it opens, to give it back when it closes, and plays its transition.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer opened={mounted && opened} onClose={onClose} title="Filters" position="left">
      {children}
      {closeLabel && (
        <Button fullWidth mt="lg" onClick={onClose}>
          {closeLabel}
        </Button>
      )}
    </Drawer>
  );
}
