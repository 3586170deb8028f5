import type { FastifyInstance } from 'fastify';

/** The parts of the OpenAPI document the walks of every route read. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
};
export type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
/** A call of the OpenAPI document, with its path made concrete (without the /api prefix). */
export type WalkedOperation = { method: string; path: string; concrete: string; operation: Operation };

/** A record id that no school has. */
export const SOME_ID = '0f0e0d0c-0b0a-4909-8807-060504030201';

/** Every call of the app's OpenAPI document. */
export function openApiOperations(app: FastifyInstance): WalkedOperation[] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      concrete: concretePath(path, operation),
      operation,
    })),
  );
}

/** The path with an id, or a path parameter's first allowed value (a report's name), in its parameters. */
function concretePath(path: string, operation: Operation): string {
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    return String(parameter?.schema?.enum?.[0] ?? SOME_ID);
  });
  return filled.replace(/^\/api/, '');
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write call the app registered under /api (POST, PUT, PATCH, DELETE), from its route table, so
 * a new one is walked without a change; with its OpenAPI operation when the document has one.
 */
export function writeRoutes(app: FastifyInstance): (WalkedOperation & { url: string })[] {
  const documented = new Map(openApiOperations(app).map((entry) => [`${entry.method} ${entry.path}`, entry]));
  const seen = new Set<string>();
  const routes: (WalkedOperation & { url: string })[] = [];
  for (const route of app.routeTable) {
    for (const method of [route.method].flat()) {
      // Both /x/:id and /x/:id/ are one call (ignoreTrailingSlash).
      const key = `${method} ${route.url.replace(/\/?$/, '/')}`;
      if (!WRITE_METHODS.has(method) || !route.url.startsWith('/api/') || seen.has(key)) continue;
      seen.add(key);
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = documented.get(`${method} ${path}`)?.operation ?? {};
      routes.push({ method, url: route.url, path, concrete: concretePath(path, operation), operation });
    }
  }
  return routes;
}

/** The properties of the call's JSON or form body, by name. */
export function bodyProperties(operation: Operation): Record<string, JsonSchema> {
  const content = operation.requestBody?.content ?? {};
  return (content['application/json'] ?? content['multipart/form-data'])?.schema?.properties ?? {};
}

/** A query parameter of a call, as its OpenAPI operation declares it. */
export type QueryParameter = { name: string; required: boolean; schema: JsonSchema };

/** The query parameters of the call. */
export function queryParameters(operation: Operation): QueryParameter[] {
  return (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => ({
      name: parameter.name,
      required: parameter.required ?? false,
      schema: parameter.schema ?? {},
    }));
}

/**
 * Every list and report call (a GET under /api whose query takes `page`), from the route table as
 * the write calls are, so a new list is walked without a change.
 */
export function listRoutes(app: FastifyInstance): (WalkedOperation & { url: string })[] {
  const documented = new Map(openApiOperations(app).map((entry) => [`${entry.method} ${entry.path}`, entry]));
  const seen = new Set<string>();
  const routes: (WalkedOperation & { url: string })[] = [];
  for (const route of app.routeTable) {
    const key = `GET ${route.url.replace(/\/?$/, '/')}`;
    if (![route.method].flat().includes('GET') || !route.url.startsWith('/api/') || seen.has(key)) continue;
    seen.add(key);
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const operation = documented.get(`GET ${path}`)?.operation ?? {};
    if (!queryParameters(operation).some((parameter) => parameter.name === 'page')) continue;
    routes.push({ method: 'GET', url: route.url, path, concrete: concretePath(path, operation), operation });
  }
  return routes;
}
