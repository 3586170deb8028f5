import { Select } from '@mantine/core';

const options = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

type Props = {
  value?: boolean;
  onChange: (value: boolean) => void;
  error?: React.ReactNode;
  label?: string;
  required?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
};

/** The Active/Inactive select: its values 'true'/'false' become a boolean for the form (spec part 1 §4). */
export function StatusSelect({ value, onChange, label = 'Status', ...rest }: Props) {
  return (
    <Select
      label={label}
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === 'true')}
      allowDeselect={false}
      withCheckIcon={false}
      {...rest}
    />
  );
}
