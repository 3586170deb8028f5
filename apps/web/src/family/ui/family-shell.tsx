import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { endSession } from '../family-session';
import ui from './family.module.css';

/** A signed-in screen: the app's header (children, settings, sign out) and the screen's title. */
export function FamilyShell({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'familyApp.pageTitle' }, { screen: title });
  }, [intl, title]);
  return (
    <>
      <header className={ui.header}>
        <Link className={ui.brand} to="/family">
          <FormattedMessage id="familyApp.appShortName" />
        </Link>
        <nav className={ui.nav} aria-label={intl.formatMessage({ id: 'familyApp.navigation' })}>
          <Link className={ui.navLink} to="/family">
            <FormattedMessage id="familyApp.children" />
          </Link>
          <Link className={ui.navLink} to="/family/settings">
            <FormattedMessage id="familyApp.settings" />
          </Link>
          <button
            type="button"
            className={ui.navButton}
            onClick={() => void endSession().then(() => navigate('/family/sign-in'))}
          >
            <FormattedMessage id="familyApp.signOut" />
          </button>
        </nav>
      </header>
      <main className={ui.main}>
        <h1 className={ui.title}>{title}</h1>
        {children}
      </main>
    </>
  );
}
