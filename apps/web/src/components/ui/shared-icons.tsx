import { IconBookmark, IconMapPin } from '@tabler/icons-react';
import classes from './shared-icons.module.css';

/**
 * Icons that a list repeats on every row (a job card's pin and bookmark), drawn once per page as
 * symbols that each row's `SharedIcon` points to: a list of jobs carries each path once, and
 * renders two elements per icon instead of a whole drawing.
 */
const SHARED_ICONS = {
  'map-pin': IconMapPin,
  bookmark: IconBookmark,
} as const;

export type SharedIconName = keyof typeof SHARED_ICONS;

const symbolId = (name: SharedIconName) => `icon-${name}`;

/** The symbols of the shared icons; rendered once, by the app's layout. */
export function SharedIconSymbols() {
  return (
    <svg className={classes.symbols} aria-hidden focusable="false">
      {Object.entries(SHARED_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name as SharedIconName)} viewBox="0 0 24 24">
          <Icon size={24} />
        </symbol>
      ))}
    </svg>
  );
}

/** A shared icon, `size` pixels square, hidden from assistive technology as decoration. */
export function SharedIcon({ name, size }: { name: SharedIconName; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      className={`tabler-icon tabler-icon-${name}`}
      aria-hidden
      focusable="false"
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
