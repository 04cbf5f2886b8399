/**
 * Every answer of the API checked against the OpenAPI document it serves: the status is one the
 * operation declares, the content type one it declares for that status, and the body valid for
 * that content's schema (JSON Schema 2020-12, Ajv). The API tests send their requests through it
 * (test/api/world.ts, test/support/local-api.ts), so the document and the code cannot drift apart.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}

/** The web pages and their assets, which the document does not describe. */
const WEB = /^\/(web\/[^/]+)?$/;
const DOCUMENT_ID = 'openapi.json';

/** zod writes `$schema` into every schema it makes; Ajv takes it at a document's root only. */
const withoutDialect = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(withoutDialect);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(Object.entries(schema).flatMap(([key, value]) => (key === '$schema' ? [] : [[key, withoutDialect(value)]])));
};

/** `#/components/schemas/…` as a reference into the document registered under DOCUMENT_ID. */
const pointer = (...segments: string[]) => `${DOCUMENT_ID}#/${segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;

export function openApiChecker(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, ...(withoutDialect({ components: document.components }) as Json) });
  const validators = new Map<string, ValidateFunction>();
  const templates = Object.keys(document.paths as Json).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
    literal: !template.includes('{'),
  }));

  /** The document's path for `path`, a literal one before a template. */
  const templateOf = (path: string): string | undefined =>
    (templates.find((t) => t.literal && t.pattern.test(path)) ?? templates.find((t) => t.pattern.test(path)))?.template;

  const validatorOf = (template: string, method: string, status: string, type: string, schema: Json): ValidateFunction => {
    const id = pointer('paths', template, method, 'responses', status, 'content', type, 'schema');
    let validate = validators.get(id);
    if (!validate) {
      const rooted = JSON.parse(JSON.stringify(withoutDialect(schema)).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`));
      validate = ajv.compile(rooted);
      validators.set(id, validate);
    }
    return validate;
  };

  /** What is wrong with the answer `status` `contentType` `body` to `method` `url` by the document; nothing when it holds. */
  return (method: string, url: string, status: number, contentType: string | null, body: string): string[] => {
    // The router serves `/races/` as `/races`.
    const path = new URL(url, 'http://api').pathname.replace(/(.)\/$/, '$1');
    const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const template = templateOf(path);
    if (WEB.test(path) || type === 'text/html') return [];
    const operation = template === undefined ? undefined : ((document.paths as Json)[template]?.[method.toLowerCase()] as Operation | undefined);
    const declared = operation?.responses ?? {};
    // No route: the app's own 404, shaped as every refusal.
    const [declaredStatus, answer] = !operation
      ? status === 404
        ? ['404', { content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } }]
        : [String(status), undefined]
      : ([String(status), `${String(status)[0]}XX`, 'default'].map((key) => [key, declared[key]] as const).find(([, found]) => found !== undefined) ?? [
          String(status),
          undefined,
        ]);
    const where = `${method} ${path} (${template ?? 'no route'}) answered ${status} ${type}`;
    if (!answer) return [`${where}: the document declares no such status (${Object.keys(declared).join(', ') || 'no operation'})`];
    const content = answer.content ?? {};
    if (Object.keys(content).length === 0) return body === '' ? [] : [`${where}: the document declares no body, the answer has one`];
    const media = content[type];
    if (!media) return [`${where}: the document declares ${Object.keys(content).join(', ')}`];
    if (!type.endsWith('json') || !media.schema) return [];
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return [`${where}: the body is not JSON`];
    }
    const validate = validatorOf(template ?? '', method.toLowerCase(), declaredStatus, type, media.schema);
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => `${where}: ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`);
  };
}

export type OpenApiChecker = ReturnType<typeof openApiChecker>;

/** The checker's findings as a failure of the request: the document and the code disagree. */
export const assertConforms = (problems: string[]): void => {
  if (problems.length > 0) throw new Error(`the answer breaks the OpenAPI document:\n  ${problems.slice(0, 10).join('\n  ')}`);
};

/** `app`, each of whose answers fails the request that got it when it breaks the document. */
export function conforming<T extends { fetch: (request: Request, ...rest: any[]) => Response | Promise<Response> }>(app: T, check: OpenApiChecker): T {
  const fetch = app.fetch;
  app.fetch = async (request: Request, ...rest: unknown[]) => {
    const response = await fetch(request, ...rest);
    assertConforms(check(request.method, request.url, response.status, response.headers.get('content-type'), await response.clone().text()));
    return response;
  };
  return app;
}
