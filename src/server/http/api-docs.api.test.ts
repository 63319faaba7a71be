import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The reference page and the document itself are the only routes left out of it. */
const DOCS_ROUTE = /^\/api\/(docs(\/|$)|openapi\.json$)/;

/** The answers that are files: listed under their own media type, not JSON. */
const FILE_ANSWERS: Record<string, string> = {
  'GET /api/bookings/:id/calendar.ics 200': 'text/calendar; charset=utf-8',
  'GET /api/admin/exports/bookings.csv 200': 'text/csv; charset=utf-8',
  'GET /api/admin/exports/visitors.csv 200': 'text/csv; charset=utf-8',
  'GET /api/admin/exports/feedback.csv 200': 'text/csv; charset=utf-8',
};

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }>; $ref?: string }>;
};

/** `/api/bookings/:id` as OpenAPI writes it: `/api/bookings/{id}`; a wildcard is named `path`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

describe('the published API contract', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('describes every /api route with its request and response schemas, as valid OpenAPI 3.1', async () => {
    const routes: RouteOptions[] = [];
    // Local with the webhook provider: every route the app can have is registered.
    t = await createTestApp('sqlite', {
      env: { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_SECRET: 'w'.repeat(32) },
      onRoute: (route) => void routes.push(route),
    });
    const response = await t.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');

    const apiRoutes = routes.filter((route) => route.url.startsWith('/api/') && !DOCS_ROUTE.test(route.url));
    expect(apiRoutes.length).toBeGreaterThan(20);
    for (const route of apiRoutes) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
        (m) => m !== 'HEAD',
      );
      const { schema } = route;
      for (const method of methods) {
        const where = `${method} ${route.url}`;
        const operation: Operation | undefined =
          document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        expect(operation, `${where} is in the document`).toBeDefined();
        if (!operation) continue;
        expect(schema?.response, `${where} declares its responses`).toBeDefined();
        const statuses = Object.keys(schema?.response ?? {});
        expect(
          statuses.some((status) => status.startsWith('2')),
          `${where} declares its success`,
        ).toBe(true);
        // And the 500 every route may give, described once (components.responses).
        expect(Object.keys(operation.responses).sort(), `${where} responses`).toEqual(
          [...statuses, '500'].sort(),
        );
        expect(operation.responses['500'], `${where} 500`).toEqual({
          $ref: '#/components/responses/InternalError',
        });
        for (const status of statuses.filter((status) => status !== '204')) {
          const mediaType = FILE_ANSWERS[`${method} ${route.url} ${status}`] ?? 'application/json';
          expect(
            operation.responses[status]?.content?.[mediaType]?.schema,
            `${where} ${status}`,
          ).toBeDefined();
        }
        const pathParams = [...route.url.matchAll(/:(\w+)|\*$/g)].map((match) => match[1] ?? 'path');
        if (pathParams.length > 0) expect(schema?.params, `${where} declares its params`).toBeDefined();
        const documentedParams = (operation.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => p.name);
        expect(documentedParams.sort(), `${where} path parameters`).toEqual(pathParams.sort());
        if (schema?.querystring) {
          expect(
            operation.parameters?.some((p) => p.in === 'query'),
            `${where} query`,
          ).toBe(true);
        }
        if (schema?.body) {
          expect(operation.requestBody?.content['application/json']?.schema, `${where} body`).toBeDefined();
        }
      }
    }
    // Nothing else hides from the document.
    const hidden = routes.filter((route) => (route.schema as { hide?: boolean } | undefined)?.hide);
    expect(hidden.every((route) => DOCS_ROUTE.test(route.url))).toBe(true);

    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('says which calls need the session, what the guards refuse, when to retry and what a 500 gives', async () => {
    t = await createTestApp('sqlite');
    const document = (await t.app.inject('/api/openapi.json')).json();
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const cancel = document.paths['/api/bookings/{id}/cancel'].post;
    expect(cancel.security).toEqual([{ session: [] }]);
    expect(Object.keys(cancel.responses)).toEqual(expect.arrayContaining(['401', '403']));
    const staffOnly = document.paths['/api/admin/day'].get;
    expect(staffOnly.security).toEqual([{ session: [] }]);
    expect(Object.keys(staffOnly.responses)).toEqual(expect.arrayContaining(['401', '403']));
    // A public read may carry a session, and needs none.
    expect(document.paths['/api/dates'].get.security).toEqual([{}, { session: [] }]);
    const limited = document.paths['/api/verifications'].post.responses['429'];
    expect(limited.headers['Retry-After'].schema).toEqual({ type: 'integer', minimum: 1 });
    // A 500 gives the request's id, in its body and its header, to quote when reporting it.
    const internal = document.components.responses.InternalError;
    expect(internal.headers['x-request-id'].schema).toEqual({ type: 'string' });
    expect(internal.content['application/json'].schema).toMatchObject({
      properties: { error: { required: ['code', 'message', 'requestId'] } },
    });
  });

  it('has a reference page whose assets come from this server, under a CSP that allows them', async () => {
    t = await createTestApp('sqlite');
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\//);
      expect((await t.app.inject(asset)).statusCode, asset).toBe(200);
    }
    // No inline script: 'self' is enough for every script the page runs.
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
