import {
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { classes } from './classes';
import { SharedIcon } from './shared-icons';
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
          <SharedIcon name="chevron" className={classes.input.chevron} />
        </div>
      </div>
    </Field>
  );
}
