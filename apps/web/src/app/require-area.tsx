import type { MessageKey } from '@app/shared/i18n/catalogue';
import type { ReactNode } from 'react';
import type { Area } from '@app/shared/accounts/permissions';
import { NoAccessPage } from '../components/no-access-page';
import { usePermission } from '../features/auth';

/** Opens a screen only for profiles whose role may read its area. */
export function RequireArea({
  area,
  title,
  children,
}: {
  area: Area;
  title: MessageKey;
  children: ReactNode;
}) {
  return usePermission(area) ? children : <NoAccessPage title={title} />;
}
