// What other features and the app shell may use from the auth feature.
export { endExpiredSession, logout, selectProfile } from './auth-actions';
export { AuthCard } from './auth-card';
export { getAuthState, useAuth, type AuthState } from './auth-store';
export { currentSelection } from './current-selection';
export { useCurrentRole, usePermission } from './use-permission';
