import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Column } from './table-column';

/**
 * The steps a table takes, one at a time, while it is too wide for its frame: first its row buttons
 * shrink to icons (their names stay, as labels and tooltips), then columns give way, the highest
 * `giveWay` first and the rightmost first among equals. The first column never gives way, nor does one
 * whose `giveWay` is 0.
 */
export function givingWayOrder<T>(columns: Column<T>[]): string[] {
  return columns
    .map((column, index) => ({ key: column.key, index, giveWay: index === 0 ? 0 : (column.giveWay ?? 1) }))
    .filter(({ giveWay }) => giveWay > 0)
    .sort((a, b) => b.giveWay - a.giveWay || b.index - a.index)
    .map(({ key }) => key);
}

// A header on three lines reads as a broken one: two is the most a title may take.
const MAX_HEADER_LINES = 2;

/** True when the table is wider than its frame, or a header title breaks onto three lines. */
function tooNarrow(frame: HTMLElement): boolean {
  const table = frame.querySelector('table');
  if (!table) return false;
  if (table.scrollWidth > frame.clientWidth) return true;
  return [...table.querySelectorAll<HTMLElement>('thead [data-column-title]')].some((title) => {
    const style = getComputedStyle(title);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
    return title.getBoundingClientRect().height > lineHeight * (MAX_HEADER_LINES + 0.5);
  });
}

type Fitting<T> = {
  /** The scroll area's viewport: the frame measured. */
  frameRef: React.RefObject<HTMLDivElement | null>;
  shown: Column<T>[];
  /** Columns that gave way: shown in each row's details instead. */
  hidden: Column<T>[];
  /** The row buttons are icons only. */
  compactActions: boolean;
};

/**
 * The columns a table shows in its frame: measured before the browser paints, again whenever the frame's
 * width or the rows change. Off (every column shown) when `enabled` is false: a table that scrolls sideways
 * by choice.
 */
export function useFittingColumns<T>(columns: Column<T>[], rows: unknown, enabled: boolean): Fitting<T> {
  // A ref object, not a state setter: a callback ref that the scroll area re-creates on each render would
  // set state on every commit.
  const frameRef = useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = useState(0);
  const [steps, setSteps] = useState(0);
  const order = useMemo(() => givingWayOrder(columns), [columns]);
  // By their keys: a screen that declares its columns on each render does not start the fitting over.
  const orderKey = order.join('\n');
  const orderLength = order.length;

  // The scroll area is drawn only while the table is (not the cards): observed again when that changes.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!enabled || !frame) return;
    const observer = new ResizeObserver(() => setFrameWidth(frame.clientWidth));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [enabled]);

  // What the fitting was last made for: a wider frame or other rows may fit more, so it starts again.
  const fittedFor = useRef<unknown[]>([]);
  useLayoutEffect(() => {
    const current = [frameWidth, rows, orderKey];
    if (current.some((value, index) => value !== fittedFor.current[index])) {
      fittedFor.current = current;
      if (steps > 0) {
        setSteps(0);
        return;
      }
    }
    // One more step while the table does not fit; each re-render is measured before it is painted.
    const frame = frameRef.current;
    if (enabled && frame && steps <= orderLength && tooNarrow(frame)) setSteps(steps + 1);
  }, [enabled, steps, orderLength, frameWidth, rows, orderKey]);

  const givenWay = new Set(enabled ? order.slice(0, Math.max(0, steps - 1)) : []);
  return {
    frameRef,
    shown: columns.filter((column) => !givenWay.has(column.key)),
    hidden: columns.filter((column) => givenWay.has(column.key)),
    compactActions: enabled && steps > 0,
  };
}
