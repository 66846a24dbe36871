import { ActionIcon, Affix, getDefaultZIndex, Transition } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';

/**
 * The round button that takes the page back to its top, sliding in while `shown`. It sits at the
 * page's level: the phone menu, the chat panel and dialogs cover it.
 */
export function ScrollToTopButton({ shown }: { shown: boolean }) {
  const reduceMotion = useReducedMotion();
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={getDefaultZIndex('app')}>
      <Transition transition="slide-up" mounted={shown}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={44}
            radius="xl"
            variant="filled"
            aria-label="Scroll to top"
            onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
          >
            <IconArrowUp size={20} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
