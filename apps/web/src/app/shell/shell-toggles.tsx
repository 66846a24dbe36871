import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { createContext, use, useMemo } from 'react';

/** The spec's two on/off toggles: the navigation menu (mobile) and the chat sidebar. */
export interface ShellToggles {
  menuOpened: boolean;
  toggleMenu: () => void;
  closeMenu: () => void;
  chatOpened: boolean;
  toggleChat: () => void;
  closeChat: () => void;
}

const ShellTogglesContext = createContext<ShellToggles | null>(null);

export function ShellTogglesProvider({ children }: { children: ReactNode }) {
  const [menuOpened, menu] = useDisclosure(false);
  const [chatOpened, chat] = useDisclosure(false);
  const value = useMemo<ShellToggles>(
    () => ({
      menuOpened,
      toggleMenu: menu.toggle,
      closeMenu: menu.close,
      chatOpened,
      toggleChat: chat.toggle,
      closeChat: chat.close,
    }),
    [menuOpened, chatOpened, menu.toggle, menu.close, chat.toggle, chat.close],
  );
  return <ShellTogglesContext value={value}>{children}</ShellTogglesContext>;
}

export function useShellToggles(): ShellToggles {
  const toggles = use(ShellTogglesContext);
  if (!toggles) throw new Error('useShellToggles must be used inside ShellTogglesProvider');
  return toggles;
}
