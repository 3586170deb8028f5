/**
 * Name of the <meta> the server adds to the index.html it serves, holding this deployment's API
 * base (`PUBLIC_URL/api`). The console calls its own origin (`/api`) for a school whose domain is
 * that base, so a page opened at another address of the same server never calls elsewhere.
 */
export const API_BASE_META_NAME = 'transport-admin-api-base';
