/** A route as the buses see it: where and when it starts, where and when it ends. */
export interface TimedRoute {
  /** Place index of its first stop, and of its school (where the bus is free at `arrival`). */
  first: number;
  end: number;
  start: number;
  arrival: number;
}

/** Travel seconds between places by index: seconds[from * placeCount + to]. */
export interface TravelMatrix {
  seconds: Float64Array;
  placeCount: number;
}

/**
 * The fewest buses that drive every route: a minimum path cover of the routes' "can follow" graph
 * (a bus free at one route's school at its arrival reaches the other's first stop by its start),
 * which for a graph without cycles (a bus only goes forward in time) is the routes less a maximum
 * matching of routes to their successors (Fulkerson, 1956; here by Hopcroft and Karp, 1973).
 * Returns each route's successor on its bus (-1 for the last). `hint` (successors, -1 for none) is
 * a matching to start from, such as the last one for the routes that stayed: the search then only
 * finds what changed.
 */
export function chainRoutes(
  routes: readonly TimedRoute[],
  matrix: TravelMatrix,
  hint?: Int32Array,
): Int32Array {
  const count = routes.length;
  // Successor candidates by start time: a route's are those starting after it arrives. Read into
  // flat arrays first: this loop runs for every pair of routes, thousands of times a second.
  const order = routes
    .map((_, index) => index)
    .sort((left, right) => routes[left]!.start - routes[right]!.start);
  const starts = Float64Array.from(order, (index) => routes[index]!.start);
  const firsts = Int32Array.from(order, (index) => routes[index]!.first);
  const { seconds, placeCount } = matrix;
  const offsets = new Int32Array(count + 1);
  let targets = new Int32Array(Math.max(16, count * 8));
  let edges = 0;
  for (let from = 0; from < count; from++) {
    const route = routes[from]!;
    const row = route.end * placeCount;
    const free = route.arrival - 1e-6;
    for (let position = lowerBound(starts, route.arrival); position < count; position++) {
      if (free + seconds[row + firsts[position]!]! > starts[position]!) continue;
      const to = order[position]!;
      if (to === from) continue;
      if (edges === targets.length) {
        const grown = new Int32Array(targets.length * 2);
        grown.set(targets);
        targets = grown;
      }
      targets[edges++] = to;
    }
    offsets[from + 1] = edges;
  }
  const next = new Int32Array(count).fill(-1);
  const previous = new Int32Array(count).fill(-1);
  if (hint) {
    for (let from = 0; from < count; from++) {
      const to = hint[from]!;
      if (to < 0 || previous[to] !== -1) continue;
      const route = routes[from]!;
      // Taken only where the routes can still follow each other.
      if (route.arrival + seconds[route.end * placeCount + routes[to]!.first]! > routes[to]!.start + 1e-6)
        continue;
      next[from] = to;
      previous[to] = from;
    }
  }
  maximumMatching(offsets, targets, next, previous);
  return next;
}

function lowerBound(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value - 1e-6) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Hopcroft-Karp on the bipartite graph (left = a route, right = its successor), from a matching. */
function maximumMatching(offsets: Int32Array, targets: Int32Array, next: Int32Array, previous: Int32Array) {
  const count = next.length;
  const layer = new Int32Array(count);
  const queue = new Int32Array(count);
  const edge = new Int32Array(count);
  const stack = new Int32Array(count);
  const free = -1;
  for (;;) {
    // Breadth first from every unmatched left vertex: the layers of shortest augmenting paths.
    let head = 0;
    let tail = 0;
    for (let left = 0; left < count; left++) {
      if (next[left] === free) {
        layer[left] = 0;
        queue[tail++] = left;
      } else {
        layer[left] = -1;
      }
    }
    let found = false;
    while (head < tail) {
      const left = queue[head++]!;
      for (let index = offsets[left]!; index < offsets[left + 1]!; index++) {
        const partner = previous[targets[index]!]!;
        if (partner === free) found = true;
        else if (layer[partner] === -1) {
          layer[partner] = layer[left]! + 1;
          queue[tail++] = partner;
        }
      }
    }
    if (!found) return;
    // Depth first along the layers, without recursion (a district has thousands of routes).
    for (let root = 0; root < count; root++) {
      if (next[root] !== free) continue;
      let depth = 0;
      stack[0] = root;
      edge[root] = offsets[root]!;
      while (depth >= 0) {
        const left = stack[depth]!;
        if (edge[left]! >= offsets[left + 1]!) {
          // A dead end: no shortest path goes through it this phase; the one below tries its next edge.
          layer[left] = -1;
          depth--;
          if (depth >= 0) edge[stack[depth]!] = edge[stack[depth]!]! + 1;
          continue;
        }
        const right = targets[edge[left]!]!;
        const partner = previous[right]!;
        if (partner === free) {
          // Augment along the stack: each left vertex on it takes the right vertex it was trying.
          for (let level = depth; level >= 0; level--) {
            const vertex = stack[level]!;
            const target = targets[edge[vertex]!]!;
            next[vertex] = target;
            previous[target] = vertex;
          }
          break;
        }
        if (layer[partner] === layer[left]! + 1) {
          stack[++depth] = partner;
          edge[partner] = offsets[partner]!;
        } else {
          edge[left] = edge[left]! + 1;
        }
      }
    }
  }
}
