import { useEffect } from 'react';

/** Gives the page its own browser tab title ("Vehicles Management | Transport Admin"), so tabs, history and
 * screen readers tell pages apart. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Transport Admin`;
  }, [title]);
}
