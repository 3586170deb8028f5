import { Stack, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Marker, Polyline, Tooltip, useMap } from 'react-leaflet';
import { ConsoleMap } from '../../components/map/console-map';
import { isMapPoint, type MapPoint } from '../../components/map/map-types';
import { routeColour, type PlannedRoute, type PlannedStop } from './plan-labels';
import classes from './plan-map.module.css';
import { useSchoolPlace } from './route-plans.api';

const STOP_SIZE = 22;
const SCHOOL_SIZE = 28;

type Props = { routes: PlannedRoute[]; direction: 1 | 2; selected: number | null };
type LatLng = [number, number];
const pointOf = (point: MapPoint): LatLng => [point.latitude, point.longitude];

/**
 * The proposal on a map: each route a line in its colour through its stops in order, each stop a
 * badge with its place in the route (a square for a stop the plan proposes). The map pans and zooms by
 * keyboard; the table of routes below it is its text alternative, which its description says. A route
 * chosen in the table stands out, the others fade.
 */
export function PlanMap({ routes, direction, selected }: Props) {
  const intl = useIntl();
  const noteId = useId();
  const { data: school = null } = useSchoolPlace();
  const points = useMemo(
    () => [
      ...routes.flatMap((route) => route.stops.filter(isMapPoint).map(pointOf)),
      ...(isMapPoint(school) ? [pointOf(school)] : []),
    ],
    [routes, school],
  );
  const bounds = points.length > 0 ? latLngBounds(points) : null;

  return (
    <Stack gap="xs">
      <ConsoleMap
        ariaLabel={intl.formatMessage({ id: 'planRoutes.mapLabel' })}
        bounds={bounds}
        height="min(480px, 60vh)"
      >
        <DescribedBy id={noteId} />
        {routes.map((route) => (
          <RouteLayer
            key={route.number}
            route={route}
            school={isMapPoint(school) ? pointOf(school) : null}
            direction={direction}
            faded={selected !== null && selected !== route.number}
          />
        ))}
        {isMapPoint(school) && <SchoolMarker point={school} />}
      </ConsoleMap>
      <Legend />
      <Text size="xs" c="dimmed" id={noteId}>
        <FormattedMessage id="planRoutes.mapNote" />
      </Text>
    </Stack>
  );
}

/** The map's focusable container is described by the note that names its text alternative. */
function DescribedBy({ id }: { id: string }) {
  const map = useMap();
  useEffect(() => {
    map.getContainer().setAttribute('aria-describedby', id);
  }, [map, id]);
  return null;
}

type LayerProps = { route: PlannedRoute; school: LatLng | null; direction: 1 | 2; faded: boolean };

/** A route: its line from its first stop to school (to school) or from school to its last stop. */
function RouteLayer({ route, school, direction, faded }: LayerProps) {
  const colour = routeColour(route.number);
  const stops = route.stops.filter(isMapPoint);
  const path = stops.map(pointOf);
  if (school) {
    if (direction === 1) path.push(school);
    else path.unshift(school);
  }
  return (
    <>
      {path.length > 1 && (
        <Polyline
          positions={path}
          interactive={false}
          pathOptions={{ color: colour, weight: faded ? 3 : 5, opacity: faded ? 0.3 : 0.9 }}
        />
      )}
      {stops.map((stop, index) => (
        <StopMarker key={index} stop={stop} order={index + 1} colour={colour} faded={faded} />
      ))}
    </>
  );
}

function StopMarker(props: { stop: PlannedStop; order: number; colour: string; faded: boolean }) {
  const { stop, order, colour, faded } = props;
  const isNew = stop.bus_stop === null;
  const icon = useMemo(
    () =>
      divIcon({
        className: faded ? `${classes.marker} ${classes.faded}` : classes.marker,
        // A number and a colour of the palette only: the html is set as markup.
        html: `<span class="${isNew ? classes.newStop : classes.stop}" style="background:${colour}">${order}</span>`,
        iconSize: [STOP_SIZE, STOP_SIZE],
      }),
    [isNew, colour, order, faded],
  );
  return (
    // Not a control: the keyboard pans the map, and the table lists the same stops.
    <Marker
      position={[stop.latitude, stop.longitude]}
      icon={icon}
      keyboard={false}
      zIndexOffset={faded ? 0 : 500}
    >
      <Tooltip direction="top" offset={[0, -STOP_SIZE / 2]}>
        {stop.title}
      </Tooltip>
    </Marker>
  );
}

function SchoolMarker({ point }: { point: MapPoint }) {
  const intl = useIntl();
  return (
    <Marker position={pointOf(point)} icon={schoolIcon} keyboard={false} zIndexOffset={1000}>
      <Tooltip direction="top" offset={[0, -SCHOOL_SIZE / 2]}>
        {intl.formatMessage({ id: 'planRoutes.school' })}
      </Tooltip>
    </Marker>
  );
}

// Tabler's "school" icon (a mortarboard), drawn in the marker without React.
const SCHOOL_SVG =
  '<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M22 9l-10 -4l-10 4l10 4l10 -4v6"/><path d="M6 10.6v5.4a6 3 0 0 0 12 0v-5.4"/></svg>';
const schoolIcon = divIcon({
  className: classes.marker,
  html: `<span class="${classes.school}">${SCHOOL_SVG}</span>`,
  iconSize: [SCHOOL_SIZE, SCHOOL_SIZE],
});

function Legend() {
  return (
    <ul className={classes.legend}>
      <li>
        <span className={classes.stop} aria-hidden />
        <Text size="xs" component="span">
          <FormattedMessage id="planRoutes.existingStop" />
        </Text>
      </li>
      <li>
        <span className={classes.newStop} aria-hidden />
        <Text size="xs" component="span">
          <FormattedMessage id="planRoutes.newStop" />
        </Text>
      </li>
      <li>
        <span className={classes.school} aria-hidden>
          <IconSchool size={12} />
        </span>
        <Text size="xs" component="span">
          <FormattedMessage id="planRoutes.school" />
        </Text>
      </li>
    </ul>
  );
}
