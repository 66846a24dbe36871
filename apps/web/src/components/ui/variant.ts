import type { CssVars } from './style-props';

export type Variant = 'filled' | 'light' | 'subtle' | 'default' | 'white';

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid';

/**
 * The colours Mantine's default variant resolver gives a button-like part (Button, ActionIcon,
 * Badge, ThemeIcon, Avatar, Alert) of a theme colour, as the custom properties of its `prefix`.
 */
export function variantVars(prefix: string, variant: Variant, color = 'brand'): CssVars {
  const v = (name: string) => `--${prefix}-${name}` as const;
  switch (variant) {
    case 'filled':
      return color === 'brand'
        ? { [v('color')]: 'var(--mantine-color-white)' }
        : {
            [v('bg')]: `var(--mantine-color-${color}-filled)`,
            [v('hover')]: `var(--mantine-color-${color}-filled-hover)`,
            [v('color')]: 'var(--mantine-color-white)',
            [v('bd')]: `${BORDER} transparent`,
          };
    case 'light':
      return {
        [v('bg')]: `var(--mantine-color-${color}-light)`,
        [v('hover')]: `var(--mantine-color-${color}-light-hover)`,
        [v('color')]: `var(--mantine-color-${color}-light-color)`,
        [v('bd')]: `${BORDER} transparent`,
      };
    case 'subtle':
      return {
        [v('bg')]: 'transparent',
        [v('hover')]: `var(--mantine-color-${color}-light-hover)`,
        [v('color')]: `var(--mantine-color-${color}-light-color)`,
        [v('bd')]: `${BORDER} transparent`,
      };
    case 'default':
      return {
        [v('bg')]: 'var(--mantine-color-default)',
        [v('hover')]: 'var(--mantine-color-default-hover)',
        [v('color')]: 'var(--mantine-color-default-color)',
        [v('bd')]: `${BORDER} var(--mantine-color-default-border)`,
      };
    case 'white':
      return {
        [v('bg')]: 'var(--mantine-color-white)',
        [v('hover')]: 'rgba(252, 252, 252, 1)',
        [v('color')]: `var(--mantine-color-${color}-filled)`,
        [v('bd')]: `${BORDER} transparent`,
      };
  }
}

/**
 * The custom properties a Badge, Avatar, ActionIcon or Button sets inline: none for the brand
 * colour or the default variant, whose values are rules of their stylesheets.
 */
export function inlineVariantVars(prefix: string, variant: Variant, color = 'brand'): CssVars {
  return color === 'brand' || variant === 'default' ? {} : variantVars(prefix, variant, color);
}
