import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { chooseSchool, endSession, useFamilySchools, useFamilySession } from '../family-session';
import { FamilyShell } from '../ui/family-shell';
import ui from '../ui/family.module.css';

/**
 * 'Choose a school' (ADR 022): a guardian with children at two schools has a guardian profile at each
 * and sees one school at a time. Shown after sign-in, before any school's screen; and from the
 * children or settings screen to change school later, inside the app's header then.
 */
export function SchoolsPage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const session = useFamilySession();
  const schools = useFamilySchools();
  const title = intl.formatMessage({ id: 'familyApp.schoolsTitle' });
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'familyApp.pageTitle' }, { screen: title });
  }, [intl, title]);

  const choices = (
    <>
      <p className={ui.dimmed}>
        <FormattedMessage id="familyApp.schoolsIntro" />
      </p>
      <ul className={ui.list}>
        {schools.map((school) => {
          const current = school.profileId === session?.profileId;
          return (
            <li key={school.profileId}>
              <button
                type="button"
                className={`${ui.secondary} ${ui.wide}`}
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  // The cached answers of the school left are dropped as the choice is stored (FamilyRoutes).
                  chooseSchool(school);
                  navigate('/family');
                }}
              >
                {current ? (
                  <FormattedMessage
                    id="familyApp.schoolNow"
                    values={{
                      school: school.tenant.name,
                      mark: (words) => <span className={ui.status}>{words}</span>,
                    }}
                  />
                ) : (
                  school.tenant.name
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );

  // Changing school: the app's header stays, to go back without changing.
  if (session) return <FamilyShell title={title}>{choices}</FamilyShell>;
  // Just signed in: no school's screen to go to yet, but a way out.
  return (
    <main className={ui.main}>
      <h1 className={ui.title}>{title}</h1>
      {choices}
      <div className={ui.actions}>
        <button
          type="button"
          className={ui.secondary}
          onClick={() => void endSession().then(() => navigate('/family/sign-in'))}
        >
          <FormattedMessage id="familyApp.signOut" />
        </button>
      </div>
    </main>
  );
}
