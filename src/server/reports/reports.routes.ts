import {
  type ExportKind,
  exportKindSchema,
  feedbackReportSchema,
  reportRangeSchema,
  reportSchema,
} from '../../shared/schemas/reports';
import { defineFeature } from '../feature';
import { requireUser } from '../http/current-user';
import { errorResponses, fileAnswer } from '../http/route-schemas';
import { exportFileName } from './exports.service';

const adminsOnly = { access: 'admin' } as const;

/** Reports and CSV exports of a range of visit dates, admins only (staff get 403). */
export const reportsFeature = defineFeature('reports', ['exports', 'reports'], async (api, { services }) => {
  const { reports, exports } = services;

  api.get(
    '/admin/reports',
    {
      config: adminsOnly,
      schema: {
        operationId: 'getReport',
        summary: 'Visits, people and no-shows in a range',
        querystring: reportRangeSchema,
        response: { 200: reportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reports.report(request.query);
    },
  );

  api.get(
    '/admin/reports/feedback',
    {
      config: adminsOnly,
      schema: {
        operationId: 'getFeedbackReport',
        summary: 'Feedback in a range',
        querystring: reportRangeSchema,
        response: { 200: feedbackReportSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reports.feedback(request.query);
    },
  );

  for (const kind of exportKindSchema.options as ExportKind[]) {
    api.get(
      `/admin/exports/${kind}.csv`,
      {
        config: adminsOnly,
        schema: {
          operationId: `export${kind[0]?.toUpperCase()}${kind.slice(1)}Csv`,
          summary: `The ${kind} of a date range as a CSV file`,
          querystring: reportRangeSchema,
          response: {
            200: fileAnswer('text/csv; charset=utf-8', 'UTF-8 with a byte order mark'),
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request, reply) => {
        const csv = await exports.open(requireUser(request), kind, request.query);
        return (
          reply
            .header('cache-control', 'no-store')
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${exportFileName(kind, request.query)}"`)
            // A stream: Fastify pipes it as it comes and never runs the serializer on it.
            .send(csv as unknown as string)
        );
      },
    );
  }
});
