import { divIcon, type DivIcon } from 'leaflet';
import type { DelayClass } from '../../components/live-labels';
import classes from './live-map.module.css';

const SIZE = 28;
const SELECTED_SIZE = 36;

// Drawn pointing north; turned by the heading. Fixed markup: nothing of a record goes into it.
const ARROW =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 1.5 21 21.5 12 16.8 3 21.5Z" fill="currentColor" stroke="#fff" stroke-width="1.8" stroke-linejoin="round"/></svg>';
const DOT =
  '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="8" fill="currentColor" stroke="#fff" stroke-width="2.5"/></svg>';

export type BusLook = { heading: number | null; delay: DelayClass; selected: boolean; name: string };

/**
 * A bus on the Live Map: an arrow turned to its heading (a dot without one) in its delay's colour, larger
 * and ringed when chosen. Its name is text inside it (the marker is a button: its content names it), set
 * as text, never as markup.
 */
export function busIcon({ heading, delay, selected, name }: BusLook): DivIcon {
  const size = selected ? SELECTED_SIZE : SIZE;
  const shape = document.createElement('span');
  shape.className = [classes.bus, classes[delay], selected ? classes.selected : ''].filter(Boolean).join(' ');
  shape.dataset.delay = delay;
  shape.innerHTML = heading === null ? DOT : ARROW;
  if (heading !== null) shape.style.transform = `rotate(${Math.round(heading)}deg)`;
  const label = document.createElement('span');
  label.className = classes.name ?? '';
  label.textContent = name;
  const root = document.createElement('span');
  root.className = classes.frame ?? '';
  root.append(shape, label);
  return divIcon({ className: classes.marker, html: root, iconSize: [size, size] });
}
