import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormats } from '../../i18n/use-formats';
import classes from './dashboard.module.css';

type Props = {
  title: string;
  icon: ReactNode;
  /** The screen the tile leads to, filtered as the tile counts. */
  to: string;
  /** The tile's figure ('12', '94.9%'); a number is grouped in the reader's way ('1,214'). */
  value: ReactNode;
  /** What the figure counts, under it. */
  caption?: ReactNode;
  /**
   * True when the tile holds no other link or pointer target (a list of links, a chart's tooltips):
   * then its title link covers the whole tile.
   */
  covering?: boolean;
  children?: ReactNode;
};

/** One figure of the dashboard, in a region named by its title; the title links to its screen. */
export function DashboardTile({ title, icon, to, value, caption, covering = false, children }: Props) {
  const titleId = useId();
  const formats = useFormats();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      className={classes.tile}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="md" size="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} size="h5" id={titleId}>
            <Anchor component={Link} to={to} className={covering ? classes.coveringLink : undefined}>
              {title}
            </Anchor>
          </Title>
        </Group>
        <Text fz={32} fw={700} lh={1.1}>
          {typeof value === 'number' ? formats.number(value) : value}
        </Text>
        {caption && (
          <Text size="sm" c="dimmed">
            {caption}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
