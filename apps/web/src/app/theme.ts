import {
  Badge,
  createTheme,
  darken,
  Input,
  Menu,
  Modal,
  Notification,
  type CSSVariablesResolver,
} from '@mantine/core';
import classes from './theme.module.css';

/**
 * The console's look, held to WCAG 2.2 AA contrast (4.5:1 for text): filled colours use shade 8 (white on
 * blue 6 was 3.6:1, on blue 8 it is 5:1); the other colours are adjusted in `cssVariablesResolver`.
 * `closeLabel` names the icon-only close buttons in the reader's language (console-mantine.tsx).
 */
export const themeFor = (closeLabel: string) =>
  createTheme({
    // Modals, menus and toasts appear without motion for people who ask their system for less.
    respectReducedMotion: true,
    primaryColor: 'blue',
    primaryShade: 8,
    defaultRadius: 'md',
    components: {
      // A 1 px border colour change is too faint to find the focused field: inputs get a 2 px ring.
      Input: Input.extend({ classNames: { input: classes.input } }),
      // A badge is a status or a direction in a word or two: shown whole, never cut to "Sched…" by a narrow
      // column (a longer language's word makes the column wider, or other columns give way).
      Badge: Badge.extend({ classNames: { root: classes.badge } }),
      // The close buttons are icons only: they need a name for assistive technology.
      Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }),
      Notification: Notification.extend({
        classNames: { description: classes.notificationDescription },
        defaultProps: { closeButtonProps: { 'aria-label': closeLabel } },
      }),
      // An open menu focuses its first item (the menu button pattern) rather than a focusable placeholder
      // without a role, which assistive technology cannot make sense of inside a menu.
      Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    },
  });

export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    // Secondary text in gray 6 is 3.3:1 on white, gray 7 is 8:1.
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors in red 6 are 3.3:1 on white; red 9 is 5.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Text of the light variant (badges, light buttons, the active navigation entry) is shade 9 on shade 1,
    // 2 when hovered: 3.8:1 for green, 4:1 for blue when hovered. Darker by 30% every colour reaches 4.5:1.
    ...Object.fromEntries(
      Object.entries(current.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  dark: {},
});
