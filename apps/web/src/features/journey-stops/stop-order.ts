/** The ids in their new order after moving `id` one place up (-1) or down (+1); null at either end. */
export function movedOrder(ids: readonly string[], id: string, step: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

type TimedStop = { sequence: number; bus_stop_title: string; expected_time: string };

/**
 * The first stop whose expected time is earlier than the stop before it, with that stop: after a
 * reorder the times stay with their stops, so the schedule may no longer run forward in time.
 */
export function timeOutOfOrder<S extends TimedStop>(stops: readonly S[]): { stop: S; before: S } | null {
  const inOrder = [...stops].sort((a, b) => a.sequence - b.sequence);
  for (let index = 1; index < inOrder.length; index += 1) {
    const before = inOrder[index - 1]!;
    const stop = inOrder[index]!;
    if (stop.expected_time < before.expected_time) return { stop, before };
  }
  return null;
}
