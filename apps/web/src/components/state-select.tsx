import { Select, type SelectProps } from '@mantine/core';
import { useGeoStates } from '../lib/geo';

type StateSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string | null;
  onChange: (stateFips: string | null) => void;
};

/** A US state (or territory) by its FIPS code. */
export function StateSelect({ value, onChange, ...props }: StateSelectProps) {
  const states = useGeoStates();
  return (
    <Select
      searchable
      placeholder={states.isError ? 'States could not be loaded' : 'Choose a state'}
      nothingFoundMessage="No state matches"
      {...props}
      data={(states.data ?? []).map((state) => ({ value: state.fips, label: state.name }))}
      value={value}
      onChange={onChange}
      disabled={props.disabled || states.isError}
    />
  );
}
