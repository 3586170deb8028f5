import { NumberInput } from '@mantine/core';
import { COORDINATE_DECIMALS, COORDINATE_STEP } from '@app/shared/common/coordinates';

type CoordinateInputProps = React.ComponentProps<typeof NumberInput> & { limit: number };

/**
 * Degrees typed to the spec's step of 0.0000001 (a bus stop's, a student's home); nothing is clamped,
 * the schema's messages say what is wrong. Required unless the caller says otherwise.
 */
export function CoordinateInput({ limit, ...props }: CoordinateInputProps) {
  return (
    <NumberInput
      required
      step={COORDINATE_STEP}
      decimalScale={COORDINATE_DECIMALS}
      min={-limit}
      max={limit}
      clampBehavior="none"
      allowNegative
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
