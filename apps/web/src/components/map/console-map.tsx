import 'leaflet/dist/leaflet.css';
import type { LatLngBounds, LatLngExpression } from 'leaflet';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { MapBehaviour, type FitPadding } from './map-behaviour';
import { useMapSettings } from './use-map-settings';
import frame from './map-frame.module.css';

/** Where a map with nothing on it opens: the demo school's town (Nairobi); what it shows replaces it. */
const DEFAULT_VIEW = { center: [-1.2921, 36.8219] as LatLngExpression, zoom: 12 };

type Props = {
  /** What the map shows, for screen readers. */
  ariaLabel: string;
  /** What the view fits, when it changes; none: the default view. */
  bounds: LatLngBounds | null;
  fitPadding?: FitPadding;
  /** CSS height. */
  height: number | string;
  /** Classes added to the frame's (a crosshair while picking). */
  className?: string;
  children: ReactNode;
};

/**
 * A console map (the stops', the Live Map): the school's tiles (MAP_TILE_URL, which may fail without
 * internet: what is drawn stays), the keyboard and screen-reader behaviour, and the same frame.
 */
export function ConsoleMap({ ariaLabel, bounds, fitPadding, height, className, children }: Props) {
  const { data: settings } = useMapSettings();
  return (
    <MapContainer
      className={className ? `${frame.map} ${className}` : frame.map}
      style={{ height }}
      center={DEFAULT_VIEW.center}
      zoom={DEFAULT_VIEW.zoom}
      // A wheel over the map scrolls the page or modal around it; the zoom buttons and keys zoom.
      scrollWheelZoom={false}
      // Quarter steps: fitting what is shown fills the map instead of leaving up to half of it empty.
      zoomSnap={0.25}
      // Leaflet ends an animated zoom by a timer that outlives the map: a modal closed mid-zoom (a
      // fit, a click on +) threw '_leaflet_pos' of a removed map. Zooms are instant instead.
      zoomAnimation={false}
    >
      <MapBehaviour ariaLabel={ariaLabel} bounds={bounds} fitPadding={fitPadding} />
      {settings && <TileLayer url={settings.tile_url} attribution={settings.attribution} />}
      {children}
    </MapContainer>
  );
}
