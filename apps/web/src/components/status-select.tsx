import { Select } from '@mantine/core';
import { useIntl } from 'react-intl';

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
export function StatusSelect({ value, onChange, label, ...rest }: Props) {
  const intl = useIntl();
  const options = [
    { value: 'true', label: intl.formatMessage({ id: 'common.active' }) },
    { value: 'false', label: intl.formatMessage({ id: 'common.inactive' }) },
  ];
  return (
    <Select
      label={label ?? intl.formatMessage({ id: 'common.status' })}
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === 'true')}
      allowDeselect={false}
      withCheckIcon={false}
      {...rest}
    />
  );
}
