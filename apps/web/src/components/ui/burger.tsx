import type { ButtonHTMLAttributes } from 'react';
import { classes } from './classes';
import { cx } from './style-props';

/** Mantine's Burger (size sm): the menu button's three lines, a cross while `opened`. */
export function Burger({
  opened,
  className,
  ...props
}: { opened: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      style={{ '--burger-size': 'var(--burger-size-sm)' }}
      className={cx(
        'mantine-focus-auto',
        classes.burger.root,
        classes.unstyledButton.root,
        'mantine-hidden-from-lg',
        className,
      )}
      data-size="sm"
      {...props}
    >
      <div className={classes.burger.burger} data-reduce-motion data-opened={opened || undefined} />
    </button>
  );
}
