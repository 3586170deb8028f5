import { Title, type TitleProps } from '@mantine/core';
import { usePageTitle } from '../lib/use-page-title';

type Props = Omit<TitleProps, 'order' | 'children'> & {
  title: string;
  /** The browser tab's title when it differs from the heading. */
  tabTitle?: string;
};

/** A screen's one level-1 heading; it names the browser tab too. */
export function PageHeading({ title, tabTitle = title, ...rest }: Props) {
  usePageTitle(tabTitle);
  return (
    <Title order={1} size="h2" {...rest}>
      {title}
    </Title>
  );
}
