import { useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { classes } from './classes';
import { cx } from './style-props';

export interface TabItem {
  value: string;
  label: ReactNode;
}

interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  value: string;
  onChange: (value: string) => void;
  /** The content of the chosen tab's panel; the other panels are empty. */
  children: (value: string) => ReactNode;
  listStyle?: CSSProperties;
  tabStyle?: CSSProperties;
  panelStyle?: CSSProperties;
}

/** The tab a key moves to from `index` of `count`, wrapping around; null for other keys. */
function tabAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Mantine's Tabs (default variant, horizontal), as the WAI-ARIA tabs pattern: a `tablist` of
 * `tab` buttons, each controlling its `tabpanel`. Only the chosen tab is in the tab order; the
 * arrow keys (wrapping around), Home and End move the focus to another tab and choose it.
 */
export function Tabs({
  label,
  tabs,
  value,
  onChange,
  children,
  listStyle,
  tabStyle,
  panelStyle,
}: TabsProps) {
  const id = `mantine-${useId()}`;
  const list = useRef<HTMLDivElement>(null);
  const tabId = (tabValue: string) => `${id}-tab-${tabValue}`;
  const panelId = (tabValue: string) => `${id}-panel-${tabValue}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
    onChange(tabs[next]!.value);
  };

  return (
    <div
      style={{
        '--tabs-radius': 'var(--mantine-radius-default)',
        '--tabs-color': 'var(--mantine-color-brand-filled)',
      }}
      className={classes.tabs.root}
      data-variant="default"
      data-orientation="horizontal"
      id={id}
    >
      <div
        ref={list}
        style={listStyle}
        className={cx(classes.tabs.defaultList, classes.tabs.list)}
        data-variant="default"
        data-orientation="horizontal"
        aria-label={label}
        role="tablist"
        aria-orientation="horizontal"
      >
        {tabs.map((tab, index) => {
          const active = tab.value === value;
          return (
            <button
              key={tab.value}
              style={tabStyle}
              className={cx(
                'mantine-focus-auto',
                classes.tabs.defaultTab,
                classes.tabs.tab,
                classes.unstyledButton.root,
              )}
              data-variant="default"
              data-active={active || undefined}
              data-orientation="horizontal"
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              aria-controls={panelId(tab.value)}
              onClick={() => onChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className={classes.tabs.tabLabel}>{tab.label}</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const active = tab.value === value;
        return (
          <div
            key={tab.value}
            style={active ? panelStyle : { display: 'none', ...panelStyle }}
            className={classes.tabs.panel}
            data-orientation="horizontal"
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
          >
            {active && children(tab.value)}
          </div>
        );
      })}
    </div>
  );
}
