import { Stack, Text } from '@mantine/core';
import { divIcon, latLngBounds } from 'leaflet';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Marker, Polyline, Tooltip } from 'react-leaflet';
import { ConsoleMap } from './console-map';
import { PickerLayer } from './picker-layer';
import { isMapPoint, type MapPoint, type MapStop } from './map-types';
import classes from './stops-map.module.css';

export type StopsMapProps = {
  stops: MapStop[];
  /** Draws the route: a line through the stops in sequence. */
  line?: boolean;
  /** CSS height of the map; 320 px by default. */
  height?: number | string;
  /** What the map shows, for screen readers ("Bus stops of Zone North"). */
  ariaLabel: string;
  /** Choosing a point: a click on the map or a dragged marker calls onPick (seven decimals). */
  picker?: { value: MapPoint | null; onPick: (point: MapPoint) => void };
};

const STOP_SIZE = 24;
/**
 * Up to this many stops, every name stays on the map; more would pile up over each other (Leaflet
 * does not move labels apart), so names then show on hover and the numbered markers and the list
 * beside the map carry them.
 */
const MAX_PERMANENT_LABELS = 8;

/**
 * Stops on a map (Leaflet), with their labels (always shown for a few stops, on hover for many), optionally joined in sequence, and
 * optionally a point to choose. The map is an aid: tiles come from the server's MAP_TILE_URL and
 * may fail to load (no internet); markers, labels and the line are drawn without them, and a point
 * can always be typed instead of picked.
 */
export function StopsMap({ stops, line = false, height = 320, ariaLabel, picker }: StopsMapProps) {
  const shown = useMemo(() => stops.filter(isMapPoint), [stops]);
  const path = useMemo(
    () =>
      shown
        .map((stop, index) => ({ stop, order: stop.sequence ?? index }))
        .sort((a, b) => a.order - b.order)
        .map(({ stop }) => [stop.latitude, stop.longitude] as [number, number]),
    [shown],
  );
  const picked = isMapPoint(picker?.value) ? picker.value : null;
  // What the view fits: the stops and the point the picker opened with (a later click does not
  // refit: the view stays where the person is looking).
  const [opened] = useState(picked);
  const points = opened ? [...path, [opened.latitude, opened.longitude] as [number, number]] : path;
  const bounds = points.length > 0 ? latLngBounds(points) : null;

  return (
    <Stack gap={4}>
      <ConsoleMap
        ariaLabel={ariaLabel}
        bounds={bounds}
        height={height}
        className={picker ? classes.picking : undefined}
      >
        {line && path.length > 1 && (
          <Polyline positions={path} pathOptions={{ color: '#1864ab', weight: 4 }} />
        )}
        {shown.map((stop) => (
          <StopMarker key={stop.id} stop={stop} permanentLabel={shown.length <= MAX_PERMANENT_LABELS} />
        ))}
        {picker && <PickerLayer value={picked} onPick={picker.onPick} icon={pickIcon} />}
      </ConsoleMap>
      {picker && (
        <Text size="xs" c="dimmed">
          <FormattedMessage id="common.mapPickHint" />
        </Text>
      )}
    </Stack>
  );
}

function StopMarker({ stop, permanentLabel }: { stop: MapStop; permanentLabel: boolean }) {
  const icon = useMemo(() => stopIcon(stop.sequence), [stop.sequence]);
  return (
    // Not a control: its name is on the map as a label; the keyboard pans the map instead.
    <Marker position={[stop.latitude, stop.longitude]} icon={icon} keyboard={false} title={stop.label}>
      <Tooltip
        // A new tooltip when it changes: Leaflet reads `permanent` only when it binds one.
        key={String(permanentLabel)}
        permanent={permanentLabel}
        direction="top"
        offset={[0, -STOP_SIZE / 2]}
        className={classes.label}
      >
        {stop.label}
      </Tooltip>
    </Marker>
  );
}

function stopIcon(sequence: number | undefined) {
  return divIcon({
    className: classes.stop,
    // A number only: the html is set as markup.
    html: sequence === undefined ? '' : String(Math.trunc(sequence)),
    iconSize: [STOP_SIZE, STOP_SIZE],
  });
}

const pickIcon = divIcon({
  className: '',
  html: `<span class="${classes.pick}"></span>`,
  iconSize: [28, 28],
  // The pin's point (its rotated corner) is on the chosen place.
  iconAnchor: [14, 34],
});
