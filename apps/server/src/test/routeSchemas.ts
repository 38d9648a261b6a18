import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

/** The request schemas of one route, as the app declared them. */
export interface RouteSchemas {
  method: string;
  url: string;
  body: z.ZodType | undefined;
  querystring: z.ZodType | undefined;
  params: z.ZodType | undefined;
}

/**
 * Collects every route with its schemas: pass `collector.onRoute` to `createTestApp` and read
 * `collector.routes` once the app is ready (HEAD routes left out).
 */
export function routeSchemaCollector() {
  const routes: RouteSchemas[] = [];
  return {
    routes,
    onRoute(route: RouteOptions) {
      const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          body: schema.body,
          querystring: schema.querystring,
          params: schema.params,
        });
      }
    },
  };
}

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
}
const definition = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The schema under optional, nullable, default, pipe (transform) and readonly wrappers. */
export function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = definition(current);
    const inner = def.type === 'pipe' ? def.in : def.innerType;
    if (!inner) return current;
    current = inner;
  }
  return current;
}

/** The kind of value a schema takes at heart: 'string', 'number', 'object', 'array', 'enum'... */
export function schemaKind(schema: z.ZodType): string {
  return definition(unwrapped(schema)).type;
}

/** An object schema's fields with their kinds (none for any other schema). */
export function objectFields(schema: z.ZodType | undefined): { name: string; kind: string }[] {
  if (!schema) return [];
  const def = definition(unwrapped(schema));
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).map(([name, field]) => ({ name, kind: schemaKind(field) }));
}
