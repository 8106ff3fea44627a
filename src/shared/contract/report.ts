import { z } from 'zod';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_REASONS_WITH_DETAILS,
  REPORTER_RELATIONS,
  TEMPORARY_MEASURE_DAYS,
  type ReportReason,
} from '../community.js';
import { userTextSchema } from '../user-text.js';
import { defineCall } from './define.js';

/**
 * Reports (신고) and moderation (issue 12): anyone signed in reports a comment or a review with
 * a reason. A rights-infringement report (권리침해) hides the content at once for up to 30 days
 * (임시조치, 정보통신망법 §44의2), tells the reporter and the author, and lets the author object.
 * Operators hide and restore content; each such action is written to the audit table.
 */

export {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORTER_RELATIONS,
  TEMPORARY_MEASURE_DAYS,
  type ReportReason,
};

export const ModerationTargetSchema = z.strictObject({
  type: z.enum(['comment', 'rating']),
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type ModerationTarget = z.output<typeof ModerationTargetSchema>;

const DetailsSchema = userTextSchema(REPORT_DETAILS_MAX, 'validation.reportDetailsMax');

export const reportCreate = defineCall({
  path: 'report/create',
  method: 'create',
  auth: 'required',
  summary: `Reports a comment or review (\`target\`) with a \`reason\`; \`relation\` and \`details\` are required for rights_infringement, \`details\` for other. One report per user and target (a repeat answers the first). A rights-infringement report hides the target at once for up to ${TEMPORARY_MEASURE_DAYS} days and notifies both sides. Missing target: 404.`,
  input: z
    .strictObject({
      target: ModerationTargetSchema,
      reason: z.enum(REPORT_REASONS),
      relation: z.enum(REPORTER_RELATIONS).optional(),
      details: DetailsSchema.optional(),
    })
    .superRefine((input, context) => {
      if (input.reason === 'rights_infringement' && input.relation === undefined)
        context.addIssue({ code: 'custom', path: ['relation'], message: 'validation.required' });
      if (REPORT_REASONS_WITH_DETAILS.includes(input.reason) && input.details === undefined)
        context.addIssue({ code: 'custom', path: ['details'], message: 'validation.required' });
    }),
  output: z.object({
    report_id: z.number().int(),
    /** Set when the report put a 임시조치 in place: until when (ISO 8601). */
    hidden_until: z.string().nullable(),
  }),
});

export const reportObject = defineCall({
  path: 'report/update',
  method: 'object',
  auth: 'required',
  summary:
    'The author objects (이의제기) to a 임시조치 on their own comment or review, with a reason; operators are told and decide. Not the author, or no 임시조치: 403 / 404.',
  input: z.strictObject({ target: ModerationTargetSchema, details: DetailsSchema }),
  output: z.object({ objected: z.literal(true) }),
});

export const moderationHide = defineCall({
  path: 'moderation/update',
  method: 'hide',
  auth: 'required',
  summary: 'Operators: hides a comment or review until restored (audited, with the reason).',
  input: z.strictObject({ target: ModerationTargetSchema, details: DetailsSchema.optional() }),
  output: z.object({ hidden: z.literal(true) }),
});

export const moderationRestore = defineCall({
  path: 'moderation/update',
  method: 'restore',
  auth: 'required',
  summary:
    "Operators: shows a hidden comment or review again, ending an operator's hiding or a 임시조치 (audited).",
  input: z.strictObject({ target: ModerationTargetSchema, details: DetailsSchema.optional() }),
  output: z.object({ hidden: z.literal(false) }),
});

export const REPORT_CALLS = {
  'report/create': reportCreate,
  'report/update#object': reportObject,
  'moderation/update#hide': moderationHide,
  'moderation/update#restore': moderationRestore,
} as const;
