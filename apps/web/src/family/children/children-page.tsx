import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useChildren } from '../family-api';
import { SchoolSwitch } from '../schools/school-switch';
import { ErrorText } from '../ui/error-text';
import { FamilyShell } from '../ui/family-shell';
import ui from '../ui/family.module.css';

/** The guardian's children (those linked to them) at the school chosen: each opens their day. */
export function ChildrenPage() {
  const intl = useIntl();
  const children = useChildren();
  const list = children.data?.results ?? [];
  return (
    <FamilyShell title={intl.formatMessage({ id: 'familyApp.childrenTitle' })}>
      <SchoolSwitch />
      {children.isPending && (
        <p role="status">
          <FormattedMessage id="familyApp.loading" />
        </p>
      )}
      <ErrorText error={children.error} />
      {children.isSuccess && list.length === 0 && (
        <p className={ui.notice}>
          <FormattedMessage id="familyApp.noChildren" />
        </p>
      )}
      <ul className={ui.list}>
        {list.map((child) => (
          <li key={child.id} className={ui.card}>
            <Link className={ui.rowLink} to={`/family/children/${child.id}`}>
              {child.full_name}
            </Link>
            {!child.trip_notifications && (
              <p className={ui.dimmed}>
                <FormattedMessage id="familyApp.noNoticesForChild" />
              </p>
            )}
          </li>
        ))}
      </ul>
    </FamilyShell>
  );
}
