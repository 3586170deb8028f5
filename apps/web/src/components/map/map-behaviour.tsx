import type { LatLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/** Fit closer than this and one stop fills the screen with nothing around it. */
const MAX_FIT_ZOOM = 16;

export type FitPadding = { topLeft: [number, number]; bottomRight: [number, number] };
const DEFAULT_FIT_PADDING: FitPadding = { topLeft: [36, 36], bottomRight: [36, 36] };

/**
 * What the map does around its layers: names itself for assistive technology, and fits its view
 * to `bounds` whenever they or the map's size change (a modal opening, a narrow screen).
 */
export function MapBehaviour({
  ariaLabel,
  bounds,
  fitPadding = DEFAULT_FIT_PADDING,
}: {
  ariaLabel: string;
  bounds: LatLngBounds | null;
  /** Room kept free inside the map's edges when fitting, top left and bottom right (px). */
  fitPadding?: FitPadding;
}) {
  const map = useMap();

  useEffect(() => {
    const container = map.getContainer();
    // Leaflet makes the container focusable (arrow keys pan, + and - zoom): it needs a name.
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', ariaLabel);
  }, [map, ariaLabel]);

  useEffect(() => {
    // Leaflet focuses the map on mousedown and then restores the window's scroll only: inside a
    // scrolled modal the map would jump under the pointer between press and click, and the click
    // would land elsewhere. Its focus never scrolls.
    const container = map.getContainer();
    container.focus = (options) =>
      HTMLElement.prototype.focus.call(container, { ...options, preventScroll: true });
  }, [map]);

  const key = bounds?.toBBoxString();
  const { topLeft, bottomRight } = fitPadding;
  const padding = `${topLeft.join()} ${bottomRight.join()}`;
  useEffect(() => {
    const fit = () => {
      map.invalidateSize();
      if (bounds)
        map.fitBounds(bounds, {
          paddingTopLeft: fitPadding.topLeft,
          paddingBottomRight: fitPadding.bottomRight,
          maxZoom: MAX_FIT_ZOOM,
        });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(map.getContainer());
    return () => observer.disconnect();
    // The bounds are compared by value: a new object with the same corners is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, padding]);

  return null;
}
