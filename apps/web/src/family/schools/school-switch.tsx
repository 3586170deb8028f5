import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { useFamilySchools, useFamilySession } from '../family-session';
import ui from '../ui/family.module.css';

/**
 * The school whose children the app shows, and 'Change school', for a guardian at more than one
 * school; nothing for a guardian at one.
 */
export function SchoolSwitch() {
  const session = useFamilySession();
  const schools = useFamilySchools();
  if (!session || schools.length < 2) return null;
  return (
    <p className={ui.schoolLine}>
      <span>
        <FormattedMessage id="familyApp.currentSchool" values={{ school: session.tenant.name }} />
      </span>
      <Link className={ui.textLink} to="/family/schools">
        <FormattedMessage id="familyApp.changeSchool" />
      </Link>
    </p>
  );
}
