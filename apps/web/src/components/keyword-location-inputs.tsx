import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { LocateMeButton } from './locate-me-button';
import { TextInput } from './ui/inputs';

interface KeywordLocation {
  keyword: string;
  location: string;
}

interface KeywordLocationInputsProps {
  keywordPlaceholder: string;
  value: KeywordLocation;
  onChange: (patch: Partial<KeywordLocation>) => void;
  /** Why the searched location was not used, shown under the location field. */
  locationError?: string | null;
  /** Searches near the place the browser says the viewer is, offered when given. */
  onLocate?: (place: string) => void;
}

/** The text half of a directory search; the form around it searches on submit. */
export function KeywordLocationInputs({
  keywordPlaceholder,
  value,
  onChange,
  locationError,
  onLocate,
}: KeywordLocationInputsProps) {
  return (
    <>
      <TextInput
        label="Keyword"
        placeholder={keywordPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.keyword}
        onChange={(event) => onChange({ keyword: event.currentTarget.value })}
      />
      <TextInput
        label="Location"
        description="City, state or ZIP"
        placeholder="Austin, TX"
        leftSection={<IconMapPin size={16} aria-hidden />}
        value={value.location}
        onChange={(event) => onChange({ location: event.currentTarget.value })}
        error={locationError}
      />
      {onLocate && <LocateMeButton onLocate={onLocate} />}
    </>
  );
}
