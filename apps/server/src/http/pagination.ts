import type { FastifyRequest } from 'fastify';

export type PageParams = { page: number; page_size: number };

/**
 * next/previous as absolute URLs of the same query with another page, DRF style. They start with
 * PUBLIC_URL, never the request's Host header, which any client (or a cache in between) can set.
 */
export function pageLinks(request: FastifyRequest, params: PageParams, total: number) {
  // Concatenated, not resolved: PUBLIC_URL may carry a path, and request.url always starts with "/".
  const url = new URL(`${request.server.config.publicUrl}${request.url}`);
  const linkTo = (target: number) => {
    const copy = new URL(url);
    copy.searchParams.set('page', String(target));
    return copy.toString();
  };
  const lastPage = Math.max(1, Math.ceil(total / params.page_size));
  return {
    next: params.page < lastPage ? linkTo(params.page + 1) : null,
    previous: params.page > 1 ? linkTo(Math.min(params.page - 1, lastPage)) : null,
  };
}
