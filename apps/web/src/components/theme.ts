import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { createTheme } from '@mantine/core';

// Deep teal. Shades 6 and up keep at least 4.5:1 contrast against white.
const brand: MantineColorsTuple = [
  '#e6f4f3',
  '#c8e6e4',
  '#94cdc9',
  '#5eb3ad',
  '#339c96',
  '#178883',
  '#0b7771',
  '#086863',
  '#065955',
  '#044845',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontWeight: '650',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem)', lineHeight: '1.2' },
      h2: { fontSize: '1.5rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.4' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Dialogs, drawers, menus and popovers open without their transitions for those who ask for
  // less motion, as the page transition does.
  respectReducedMotion: true,
  focusRing: 'auto',
  components: {
    Button: { defaultProps: { size: 'sm' } },
    // Every kind of field the same size, so a form's labels and boxes line up.
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    MultiSelect: { defaultProps: { size: 'md' } },
    Autocomplete: { defaultProps: { size: 'md' } },
    TagsInput: { defaultProps: { size: 'md' } },
    NativeSelect: { defaultProps: { size: 'md' } },
    FileInput: { defaultProps: { size: 'md' } },
    Alert: { defaultProps: { radius: 'md' } },
  },
});

// Mantine's default dimmed grey and red/orange text shades fall below WCAG AA (4.5:1) on white
// and on their light backgrounds.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-orange-light-color': 'var(--mantine-color-orange-9)',
  },
  dark: {},
});
