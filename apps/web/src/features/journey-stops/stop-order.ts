/** The ids in their new order after moving `id` one place up (-1) or down (+1); null at either end. */
export function movedOrder(ids: readonly string[], id: string, step: -1 | 1): string[] | null {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
