import 'leaflet/dist/leaflet.css';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import type { FamilyBusPosition, FamilyTrip } from '@app/shared/family/family.schemas';
import { MAP_ATTRIBUTION_META_NAME, MAP_TILES_META_NAME } from '@app/shared/map-settings/map-meta';
import ui from '../ui/family.module.css';

/** The tiles the server named in the page (MAP_TILE_URL); none when the page came without them. */
function metaContent(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}

const busIcon = divIcon({ className: ui.busMarker, iconSize: [22, 22] });
const stopIcon = divIcon({ className: ui.stopMarker, iconSize: [18, 18] });

/**
 * Shows the bus and the child's stop together, then leaves the view alone while the bus stays in it (a
 * view that refitted on every position would keep the bus in one place on the screen, as if parked);
 * names the map for screen readers.
 */
function FitBusAndStop({ bus, stop, label }: Props) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  const fitted = useRef(false);
  useEffect(() => {
    if (fitted.current && map.getBounds().contains([bus.latitude, bus.longitude])) return;
    fitted.current = true;
    map.fitBounds(
      latLngBounds([
        [bus.latitude, bus.longitude],
        [stop.latitude, stop.longitude],
      ]),
      // The zoom buttons take the top left corner: nothing is fitted under them.
      { paddingTopLeft: [56, 32], paddingBottomRight: [32, 32], maxZoom: 16 },
    );
  }, [map, bus.latitude, bus.longitude, stop.latitude, stop.longitude]);
  return null;
}

type Props = {
  bus: FamilyBusPosition;
  stop: FamilyTrip['stop'];
  /** What the map shows, for screen readers. */
  label: string;
  /** The bus marker's name. */
  busName: string;
};

/** The child's bus and their stop: that bus alone, nothing of other riders (issue 23 §2, §4). */
export function BusMap(props: Props) {
  const { bus, stop, busName } = props;
  const tiles = metaContent(MAP_TILES_META_NAME);
  return (
    <MapContainer
      className={ui.map}
      center={[bus.latitude, bus.longitude]}
      zoom={14}
      scrollWheelZoom={false}
      zoomAnimation={false}
    >
      {tiles && <TileLayer url={tiles} attribution={metaContent(MAP_ATTRIBUTION_META_NAME) ?? ''} />}
      <FitBusAndStop {...props} />
      {/* Pictures, not controls: the map's name says what they are, and nothing happens on a tap. */}
      <Marker
        position={[stop.latitude, stop.longitude]}
        icon={stopIcon}
        title={stop.title}
        interactive={false}
        keyboard={false}
      />
      <Marker
        position={[bus.latitude, bus.longitude]}
        icon={busIcon}
        title={busName}
        interactive={false}
        keyboard={false}
      />
    </MapContainer>
  );
}
