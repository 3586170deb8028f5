import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Gives the page its own browser tab title ("Vehicles Management | Transport Admin"), so tabs, history and
 * screen readers tell pages apart. */
export function usePageTitle(title: string): void {
  const tabTitle = useIntl().formatMessage({ id: 'shell.tabTitle' }, { title });
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);
}
