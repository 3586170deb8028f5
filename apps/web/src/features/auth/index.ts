// What other features and the app shell may use from the auth feature.
export { chooseLanguage, endExpiredSession, logout, selectProfile, updateStoredSchool } from './auth-actions';

export { reloadAuthState, useAuth, type AuthState } from './auth-store';
export { currentSelection } from './current-selection';
export { useCurrentRole, usePermission } from './use-permission';
export { useSchoolTimeZone } from './school-time-zone';
