import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { createContext, use, useMemo } from 'react';

export const CHAT_ASIDE_ID = 'chat-sidebar';

/** The shell's two on/off toggles: the navigation menu (mobile) and the chat sidebar. */
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
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const [chatOpened, { toggle: toggleChat, close: closeChat }] = useDisclosure(false);
  // The menu only opens on phones, where the chat sidebar covers the page: one at a time.
  const value = useMemo<ShellToggles>(
    () => ({
      menuOpened,
      toggleMenu: () => {
        if (!menuOpened) closeChat();
        toggleMenu();
      },
      closeMenu,
      chatOpened,
      toggleChat: () => {
        if (!chatOpened) closeMenu();
        toggleChat();
      },
      closeChat,
    }),
    [menuOpened, chatOpened, toggleMenu, closeMenu, toggleChat, closeChat],
  );
  return <ShellTogglesContext value={value}>{children}</ShellTogglesContext>;
}

export function useShellToggles(): ShellToggles {
  const toggles = use(ShellTogglesContext);
  if (!toggles) throw new Error('useShellToggles must be used inside ShellTogglesProvider');
  return toggles;
}
