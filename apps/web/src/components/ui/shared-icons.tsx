import { IconBookmark, IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './shared-icons.module.css';

/**
 * Icons that a page repeats (a job card's pin and bookmark, a filter's check and dot, a select's
 * chevron), drawn once per page as symbols that each use points to: a list of jobs carries each
 * drawing once, and renders two elements per icon instead of the whole drawing.
 */
const SHARED_ICONS = {
  'map-pin': { viewBox: '0 0 24 24', drawing: <IconMapPin size={24} /> },
  calendar: { viewBox: '0 0 24 24', drawing: <IconCalendarEvent size={24} /> },
  bookmark: { viewBox: '0 0 24 24', drawing: <IconBookmark size={24} /> },
  check: {
    viewBox: '0 0 10 7',
    drawing: (
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    ),
  },
  dot: { viewBox: '0 0 5 5', drawing: <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" /> },
  chevron: {
    viewBox: '0 0 15 15',
    drawing: (
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    ),
  },
} satisfies Record<string, { viewBox: string; drawing: ReactNode }>;

export type SharedIconName = keyof typeof SHARED_ICONS;

const symbolId = (name: SharedIconName) => `icon-${name}`;

/** The symbols of the shared icons; rendered once, by the app's layout. */
export function SharedIconSymbols() {
  return (
    <svg className={classes.symbols} aria-hidden focusable="false">
      {Object.entries(SHARED_ICONS).map(([name, { viewBox, drawing }]) => (
        <symbol key={name} id={symbolId(name as SharedIconName)} viewBox={viewBox}>
          {drawing}
        </symbol>
      ))}
    </svg>
  );
}

/**
 * A shared icon, hidden from assistive technology as decoration: `size` pixels square, or sized
 * by `className`.
 */
export function SharedIcon({
  name,
  size,
  className = `tabler-icon tabler-icon-${name}`,
}: {
  name: SharedIconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={SHARED_ICONS[name].viewBox}
      className={className}
      aria-hidden
      focusable="false"
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
