import { latLng, type DivIcon, type LeafletEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { roundPoint, type MapPoint } from './map-types';

type PickerLayerProps = { value: MapPoint | null; onPick: (point: MapPoint) => void; icon: DivIcon };

/** The point being chosen: set by a click on the map, moved by dragging its marker. */
export function PickerLayer({ value, onPick, icon }: PickerLayerProps) {
  const intl = useIntl();
  const map = useMapEvents({
    // wrap(): a click on a copy of the world east or west still gives a longitude in [-180, 180].
    click: (event) => onPick(pointOf(event.latlng.wrap())),
  });
  const handlers = useMemo(
    () => ({
      dragend: (event: LeafletEvent) => onPick(pointOf((event.target as LeafletMarker).getLatLng().wrap())),
    }),
    [onPick],
  );
  useFollowTypedPoint(map, value);
  if (!value) return null;
  return (
    <Marker
      position={[value.latitude, value.longitude]}
      icon={icon}
      draggable
      // Dragging is for the mouse and touch; keyboard users type the coordinates.
      keyboard={false}
      title={intl.formatMessage({ id: 'common.chosenPoint' })}
      zIndexOffset={1000}
      eventHandlers={handlers}
    />
  );
}

/** A typed point outside the view brings the view to it. */
function useFollowTypedPoint(map: ReturnType<typeof useMap>, value: MapPoint | null) {
  const latitude = value?.latitude;
  const longitude = value?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    const point = latLng(latitude, longitude);
    if (!map.getBounds().contains(point)) map.panTo(point);
  }, [map, latitude, longitude]);
}

function pointOf(latlng: { lat: number; lng: number }): MapPoint {
  return roundPoint(latlng.lat, latlng.lng);
}
