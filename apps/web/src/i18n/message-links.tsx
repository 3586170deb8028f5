import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The values that make a message's `<link>…</link>` a link to `to`: "No account yet?
 * <link>Register</link>" stays one sentence a translator can reorder, its link where the words are.
 */
export function linkTo(to: string) {
  return {
    link: (chunks: ReactNode[]) => (
      <Anchor component={Link} to={to}>
        {chunks}
      </Anchor>
    ),
  };
}
