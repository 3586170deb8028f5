import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named page export: each page becomes its own chunk. */
export function lazyPage<M extends Record<K, ComponentType>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
