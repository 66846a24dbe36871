import type { ButtonHTMLAttributes, CSSProperties, ElementType, ReactNode } from 'react';
import { classes } from './classes';
import { responsiveClasses } from './layout';
import { cx, rem, splitStyleProps, type CssVars, type Size, type StyleProps } from './style-props';
import { inlineVariantVars, type Variant } from './variant';

type ButtonSize = 'xs' | 'sm' | 'md' | 'compact-sm';

interface ButtonProps extends StyleProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /** An element or component to render instead of a button, such as a router `Link`. */
  component?: ElementType;
  to?: string;
  href?: string;
  reloadDocument?: boolean;
  variant?: Variant;
  color?: string;
  size?: ButtonSize;
  leftSection?: ReactNode;
  loading?: boolean;
  fullWidth?: boolean;
  hiddenFrom?: Size;
  children?: ReactNode;
}

/** The spinner of a busy Button or ActionIcon: Mantine's oval Loader. */
export function Loader({ style }: { style: CssVars }) {
  return <span style={style} className={cx(classes.loader.ovalLoader, classes.loader.root)} />;
}

const LOADER_IN: CSSProperties = {
  transitionProperty: 'transform, opacity',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: `translate(-50%, calc(-50% + ${rem(1)}))`,
};

/** Mantine's Button as it draws, with its markup, classes and colours. */
export function Button({
  component,
  variant,
  color,
  size = 'sm',
  leftSection,
  loading = false,
  fullWidth = false,
  hiddenFrom,
  disabled,
  className,
  style,
  children,
  ...props
}: ButtonProps) {
  const [styleProps, rest] = splitStyleProps(props);
  const Component: ElementType = component ?? 'button';
  const compact = size.startsWith('compact-');
  const base = compact ? size.slice('compact-'.length) : size;
  const vars: CssVars = {
    '--button-height': `var(--button-height-${size})`,
    '--button-padding-x': `var(--button-padding-x-${size})`,
    '--button-fz': `var(--mantine-font-size-${base})`,
    ...inlineVariantVars('button', variant ?? 'filled', color),
  };
  const inactive = Boolean(disabled) || loading;
  return (
    <Component
      style={{ ...vars, ...styleProps, ...style }}
      className={cx(
        'mantine-focus-auto',
        !inactive && 'mantine-active',
        classes.button.root,
        classes.unstyledButton.root,
        responsiveClasses(hiddenFrom),
        className,
      )}
      data-variant={variant}
      data-size={size}
      data-block={fullWidth || undefined}
      data-loading={loading || undefined}
      data-with-left-section={leftSection ? true : undefined}
      {...(Component === 'button' ? { type: 'button', disabled: inactive } : {})}
      {...rest}
    >
      {loading && (
        <span style={LOADER_IN} className={classes.button.loader} aria-hidden>
          <Loader
            style={{
              '--loader-size': 'calc(var(--button-height) / 1.8)',
              '--loader-color': 'var(--button-color)',
            }}
          />
        </span>
      )}
      <span className={classes.button.inner}>
        {leftSection && (
          <span className={classes.button.section} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={classes.button.label} data-loading={loading || undefined}>
          {children}
        </span>
      </span>
    </Component>
  );
}

interface ActionIconProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  variant?: Variant;
  color?: string;
  size?: Size;
  loading?: boolean;
  children?: ReactNode;
}

/** Mantine's ActionIcon: a square icon button. */
export function ActionIcon({
  variant = 'filled',
  color,
  size = 'md',
  loading = false,
  disabled,
  className,
  style,
  children,
  ...props
}: ActionIconProps) {
  const vars: CssVars = {
    '--ai-size': `var(--ai-size-${size})`,
    ...inlineVariantVars('ai', variant, color),
  };
  const inactive = Boolean(disabled) || loading;
  return (
    <button
      type="button"
      style={{ ...vars, ...style }}
      className={cx(
        'mantine-focus-auto',
        !inactive && 'mantine-active',
        classes.actionIcon.root,
        classes.unstyledButton.root,
        className,
      )}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      disabled={inactive}
      {...props}
    >
      {loading && (
        <span
          style={{ ...LOADER_IN, transformOrigin: 'top', transform: 'translateY(0)' }}
          className={classes.actionIcon.loader}
          aria-hidden
        >
          <Loader
            style={{
              '--loader-size': 'calc(var(--ai-size) * 0.55)',
              '--loader-color': 'var(--ai-color)',
            }}
          />
        </span>
      )}
      <span className={classes.actionIcon.icon} data-loading={loading || undefined}>
        {children}
      </span>
    </button>
  );
}
