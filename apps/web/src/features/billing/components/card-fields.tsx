import { Code, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export interface CardValues {
  name: string;
  card_number: string;
  expiry: string;
  cvc: string;
}

/** Groups card digits in fours as they are typed. */
const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The sandbox's card fields, with the test cards to use. */
export function CardFields({ form }: { form: UseFormReturnType<CardValues> }) {
  return (
    <>
      <Text size="xs" bg="gray.0" p="xs" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        Use <Code>4242 4242 4242 4242</Code> to pay, or <Code>4000 0000 0000 0002</Code> to see a
        declined card. Any future expiry date and any 3-digit code.
      </Text>
      <TextInput label="Name on card" autoComplete="cc-name" {...form.getInputProps('name')} />
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        {...form.getInputProps('card_number')}
        onChange={(event) =>
          form.setFieldValue('card_number', formatCardNumber(event.currentTarget.value))
        }
      />
      <Group grow align="flex-start">
        <TextInput
          label="Expiry"
          placeholder="MM / YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          {...form.getInputProps('expiry')}
          onChange={(event) =>
            form.setFieldValue('expiry', formatExpiry(event.currentTarget.value))
          }
        />
        <TextInput
          label="Security code"
          placeholder="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...form.getInputProps('cvc')}
        />
      </Group>
    </>
  );
}
