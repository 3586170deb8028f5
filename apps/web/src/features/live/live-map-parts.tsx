import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import type { DelayClass } from '../../components/live-labels';
import { busName } from './live-bus-columns';
import type { LiveBus } from './live-buses';
import classes from './live-map.module.css';

/**
 * Which bus is chosen, and what the map draws of it (its trail on its route, or none off a trip), with
 * the way to let go of it; nothing while no bus is chosen.
 */
export function SelectionLine({
  bus,
  trailFailed,
  onClear,
}: {
  bus: LiveBus | null;
  trailFailed: boolean;
  onClear: () => void;
}) {
  const intl = useIntl();
  if (!bus) return null;
  const vehicle = busName(intl, bus);
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
      <div role="status">
        <Text size="sm">
          {bus.active ? (
            <FormattedMessage id="live.selected" values={{ vehicle, route: bus.active.trip.journey_code }} />
          ) : (
            <FormattedMessage id="live.selectedOffTrip" values={{ vehicle }} />
          )}
        </Text>
        {bus.active && trailFailed && (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="live.trailFailed" />
          </Text>
        )}
      </div>
      <Button size="xs" variant="subtle" onClick={onClear} style={{ flexShrink: 0 }}>
        <FormattedMessage id="live.clearSelection" />
      </Button>
    </Group>
  );
}

const LEGEND: { delay: DelayClass; text: MessageKey }[] = [
  { delay: 'onTime', text: 'live.legendOnTime' },
  { delay: 'late', text: 'live.legendLate' },
  { delay: 'veryLate', text: 'live.legendVeryLate' },
  { delay: 'early', text: 'live.legendEarly' },
  { delay: 'unknown', text: 'live.legendUnknown' },
];

/** What the arrows' colours mean (the list says each bus's delay in words besides). */
export function DelayLegend() {
  const titleId = useId();
  return (
    <Group gap="sm" align="center">
      <Text size="xs" fw={600} id={titleId}>
        <FormattedMessage id="live.legendTitle" />
      </Text>
      <ul className={classes.legend} aria-labelledby={titleId}>
        {LEGEND.map(({ delay, text }) => (
          <li key={delay}>
            <Swatch delay={delay} />
            <Text size="xs" component="span">
              <FormattedMessage id={text} />
            </Text>
          </li>
        ))}
        <li>
          <Swatch delay="unknown" dot />
          <Text size="xs" component="span">
            <FormattedMessage id="live.legendNoHeading" />
          </Text>
        </li>
      </ul>
    </Group>
  );
}

/** A small arrow (or dot) in a delay's colour, as the map draws the buses. */
function Swatch({ delay, dot = false }: { delay: DelayClass; dot?: boolean }) {
  return (
    <svg
      className={`${classes.swatch} ${classes[delay] ?? ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {dot ? (
        <circle cx="12" cy="12" r="8" fill="currentColor" />
      ) : (
        <path d="M12 1.5 21 21.5 12 16.8 3 21.5Z" fill="currentColor" />
      )}
    </svg>
  );
}
