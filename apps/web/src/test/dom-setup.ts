import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// What Mantine asks of a browser and jsdom lacks; component tests only.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};

// findBy and waitFor wait for what a screen does after a call or a debounce. Their 1 s default assumes a
// quiet machine: with the API tests on the same two cores a screen's render alone can take longer, and a
// test then fails for the machine's load, not for the screen. 10 s still fails a screen that never shows it.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // The toasts' store outlives a test: left over, a file's earlier toasts fill the shown ones and queue the next.
  notifications.clean();
  localStorage.clear();
});
