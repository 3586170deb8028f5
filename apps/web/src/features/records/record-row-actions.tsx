import { ActionIcon, Button, Tooltip, type MantineColor } from '@mantine/core';
import { IconPencil, IconTrash, type Icon } from '@tabler/icons-react';
import { can, type Access, type Area } from '@app/shared/accounts/permissions';
import { localize } from '@app/shared/i18n/localize';
import { ref } from '@app/shared/i18n/message-ref';
import { useIntl } from 'react-intl';
import { useCurrentRole } from '../auth';

/** A row's button besides Edit and Delete: 'Invite', 'Link Guardian', 'View Details'. */
type RecordAction<R> = {
  /** Its text, or a ref to it (ADR 019). */
  label: string;
  icon: Icon;
  color?: MantineColor;
  /** Who sees the button (the server refuses the others anyway). */
  permission: { area: Area; access: Access };
  /** The records it is shown on, when not every one (Revoke: active devices only). */
  appliesTo?: (record: R) => boolean;
  onClick: (record: R) => void;
};

/** A row's buttons in their order; 'edit' and 'delete' are the platform's own (write access to the area). */
export type RowAction<R> = 'edit' | 'delete' | RecordAction<R>;

export const DEFAULT_ROW_ACTIONS = ['edit', 'delete'] as const;

// About one button's width: two buttons fill the table's default 190 px actions column.
const BUTTON_WIDTH = 95;

/**
 * The row buttons the chosen profile may use, each named after its record ("Invite Ann Wanjiru"), so a
 * list of buttons read out of context still says which record it acts on. Null when there are none.
 */
export function useRowActions<R>(props: {
  actions: readonly RowAction<R>[];
  area: Area;
  name: (record: R) => string;
  onEdit: (record: R) => void;
  onDelete: (record: R) => void;
}): { render: (record: R, compact: boolean) => React.ReactNode; width: number } | null {
  const intl = useIntl();
  const role = useCurrentRole();
  const visible = props.actions
    .map((action): RecordAction<R> => {
      if (action === 'edit') {
        return {
          label: ref('common.edit'),
          icon: IconPencil,
          permission: write(props.area),
          onClick: props.onEdit,
        };
      }
      if (action === 'delete') {
        const permission = write(props.area);
        return {
          label: ref('common.delete'),
          icon: IconTrash,
          color: 'red',
          permission,
          onClick: props.onDelete,
        };
      }
      return action;
    })
    .filter(({ permission }) => role !== null && can(role, permission.area, permission.access));
  if (visible.length === 0) return null;

  // Compact (a table short of room): icons, each still named by its label, shown as a tooltip.
  const render = (record: R, compact: boolean) =>
    visible.map(({ label: text, icon: Glyph, color, appliesTo, onClick }) => {
      if (appliesTo && !appliesTo(record)) return null;
      const label = localize(intl, text);
      const named = intl.formatMessage(
        { id: 'records.actionOn' },
        { action: label, name: props.name(record) },
      );
      return compact ? (
        <Tooltip key={label} label={label} withArrow>
          <ActionIcon
            size="md"
            variant="light"
            color={color}
            aria-label={named}
            onClick={() => onClick(record)}
          >
            <Glyph size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          key={label}
          size="xs"
          variant="light"
          color={color}
          leftSection={<Glyph size={14} aria-hidden />}
          aria-label={named}
          onClick={() => onClick(record)}
        >
          {label}
        </Button>
      );
    });
  return { render, width: BUTTON_WIDTH * visible.length };
}

const write = (area: Area) => ({ area, access: 'write' as const });
