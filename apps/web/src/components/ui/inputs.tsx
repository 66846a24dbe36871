import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { classes } from './classes';
import { cx, rem, type CssVars } from './style-props';

type FieldSize = 'sm' | 'md';

const smallerText = (size: FieldSize) =>
  `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`;

interface FieldProps {
  id: string;
  size?: FieldSize;
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  width?: number;
  children: ReactNode;
}

/**
 * Mantine's Input.Wrapper: a field's label, description and error around its control; with a size,
 * as TextInput and NativeSelect draw it, else as a bare wrapper.
 */
export function Field({ id, size, label, description, error, width, children }: FieldProps) {
  return (
    <div
      style={width === undefined ? undefined : { width: rem(width) }}
      className={classes.input.root}
      data-size={size}
      data-error={error ? true : undefined}
    >
      <label
        style={size ? { '--input-label-size': `var(--mantine-font-size-${size})` } : undefined}
        className={classes.input.label}
        data-size={size}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      {description && (
        <p
          style={size ? { '--input-description-size': smallerText(size) } : undefined}
          className={classes.input.description}
          data-size={size}
          id={`${id}-description`}
        >
          {description}
        </p>
      )}
      {children}
      {error && (
        <p
          style={size ? { '--input-error-size': smallerText(size) } : undefined}
          className={classes.input.error}
          data-size={size}
          id={`${id}-error`}
        >
          {error}
        </p>
      )}
    </div>
  );
}

function wrapperVars(size: FieldSize, description: boolean, error: boolean): CssVars {
  return {
    ...(description ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-height': `var(--input-height-${size})`,
    '--input-fz': `var(--mantine-font-size-${size})`,
  };
}

const describedBy = (id: string, description: boolean, error: boolean) =>
  cx(error && `${id}-error`, description && `${id}-description`) || undefined;

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  description?: string;
  error?: string | null;
  leftSection?: ReactNode;
}

/** Mantine's TextInput (size md, the theme's): a labelled text field, controlled or not. */
export function TextInput({ label, description, error, leftSection, ...input }: TextInputProps) {
  const id = `mantine-${useId().replace(/:/g, '')}`;
  return (
    <Field id={id} size="md" label={label} description={description} error={error}>
      <div
        style={wrapperVars('md', Boolean(description), Boolean(error))}
        className={classes.input.wrapper}
        data-variant="default"
        data-size="md"
        data-error={error ? true : undefined}
        data-with-left-section={leftSection ? true : undefined}
      >
        {leftSection && (
          <div data-position="left" className={classes.input.section}>
            {leftSection}
          </div>
        )}
        <input
          className={classes.input.input}
          data-variant="default"
          data-error={error ? true : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, Boolean(description), Boolean(error))}
          id={id}
          {...input}
        />
      </div>
    </Field>
  );
}

interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: string;
  /** The options: a value that is its own label, or a value and its label. */
  data: ReadonlyArray<string | { value: string; label: string }>;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The field's width in pixels. */
  w?: number;
}

/** Mantine's NativeSelect (size sm): the browser's own select, drawn as Mantine's inputs. */
export function NativeSelect({ label, data, w, ...select }: NativeSelectProps) {
  const id = `mantine-${useId().replace(/:/g, '')}`;
  return (
    <Field id={id} size="sm" label={label} width={w}>
      <div
        style={{
          ...wrapperVars('sm', false, false),
          '--input-right-section-pointer-events': 'none',
        }}
        className={classes.input.wrapper}
        data-variant="default"
        data-size="sm"
        data-pointer
        data-with-right-section
      >
        <select
          className={classes.input.input}
          data-variant="default"
          aria-invalid={false}
          id={id}
          {...select}
        >
          {data.map((item) => {
            const option = typeof item === 'string' ? { value: item, label: item } : item;
            return (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            );
          })}
        </select>
        <div data-position="right" className={classes.input.section}>
          <svg className={classes.input.chevron} viewBox="0 0 15 15" fill="none" aria-hidden>
            <path
              d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
      </div>
    </Field>
  );
}
