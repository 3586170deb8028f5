import { latLng, latLngBounds, type LeafletKeyboardEvent } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, Polyline, Tooltip, useMap } from 'react-leaflet';
import { ConsoleMap } from '../../components/map/console-map';
import { isMapPoint } from '../../components/map/map-types';
import { busIcon, type BusLook } from './bus-icon';

/** A bus as the map draws it. */
export type MapBus = Omit<BusLook, 'selected'> & { vehicle: string; latitude: number; longitude: number };

type Props = {
  buses: MapBus[];
  selected: string | null;
  onSelect: (vehicle: string) => void;
  /** The chosen bus's trip so far, oldest first. */
  trail: [number, number][] | null;
  height: number | string;
  ariaLabel: string;
};

const TRAIL = { color: '#1864ab', weight: 4, opacity: 0.85 };
/**
 * The fitted buses keep clear of the zoom buttons (top left) and the attribution (bottom right): a bus is
 * a button, and one partly under another control is too small a target (WCAG 2.5.8).
 */
const FIT_PADDING = { topLeft: [64, 40], bottomRight: [40, 40] } satisfies {
  topLeft: [number, number];
  bottomRight: [number, number];
};

/**
 * The school's buses on a map (Leaflet), each an arrow turned to its heading and coloured by its delay.
 * Tiles come from the server's MAP_TILE_URL and may fail (no internet): the buses and the trail are drawn
 * all the same. The view fits the buses when the set of buses changes, not when one moves: a person
 * looking somewhere is not pulled away a few times a second.
 */
export function LiveBusMap({ buses, selected, onSelect, trail, height, ariaLabel }: Props) {
  const shown = useMemo(() => buses.filter(isMapPoint), [buses]);
  const fleet = shown
    .map((bus) => bus.vehicle)
    .sort()
    .join();
  const bounds = useMemo(
    () => (shown.length > 0 ? latLngBounds(shown.map((bus) => [bus.latitude, bus.longitude])) : null),
    // Refitted for another set of buses only (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [fleet],
  );
  const chosen = shown.find((bus) => bus.vehicle === selected) ?? null;

  return (
    <ConsoleMap ariaLabel={ariaLabel} bounds={bounds} fitPadding={FIT_PADDING} height={height}>
      {trail && trail.length > 1 && <Polyline positions={trail} pathOptions={TRAIL} interactive={false} />}
      {shown.map((bus) => (
        <BusMarker key={bus.vehicle} bus={bus} selected={bus.vehicle === selected} onSelect={onSelect} />
      ))}
      <FollowChosen bus={chosen} />
    </ConsoleMap>
  );
}

function BusMarker({
  bus,
  selected,
  onSelect,
}: {
  bus: MapBus;
  selected: boolean;
  onSelect: (vehicle: string) => void;
}) {
  const { heading, delay, name, vehicle } = bus;
  const icon = useMemo(() => busIcon({ heading, delay, name, selected }), [heading, delay, name, selected]);
  const handlers = useMemo(
    () => ({
      click: () => onSelect(vehicle),
      // A marker is a button (Leaflet gives it role and tab stop): Enter and Space choose it too.
      keydown: (event: LeafletKeyboardEvent) => {
        const { key } = event.originalEvent;
        if (key !== 'Enter' && key !== ' ') return;
        event.originalEvent.preventDefault();
        onSelect(vehicle);
      },
    }),
    [onSelect, vehicle],
  );
  return (
    <Marker
      position={[bus.latitude, bus.longitude]}
      icon={icon}
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={handlers}
    >
      <Tooltip direction="top" offset={[0, -16]}>
        {name}
      </Tooltip>
    </Marker>
  );
}

/** The chosen bus stays in view: when it is chosen or moves out of the view, the map pans to it. */
function FollowChosen({ bus }: { bus: MapBus | null }) {
  const map = useMap();
  const latitude = bus?.latitude;
  const longitude = bus?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    const point = latLng(latitude, longitude);
    if (!map.getBounds().contains(point)) map.panTo(point);
  }, [map, latitude, longitude]);
  return null;
}
