import { z } from 'zod';
import { limits } from '../constants';
import { cursorQuerySchema } from './pagination';

/**
 * Every type the server stores. 'general' is the form's initial value (docs/product.md#feedback: not among
 * the five radio options, so none is highlighted until the user picks one); 'general_feedback' is the radio
 * option.
 */
export const feedbackTypes = [
  'general',
  'general_feedback',
  'suggestion',
  'question',
  'bug_report',
  'feature_request',
] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

/** The five radio options of the 'Send Feedback' dialog, in the product's order and words. */
export const feedbackTypeOptions = [
  { value: 'general_feedback', label: 'General Feedback' },
  { value: 'suggestion', label: 'Suggestion' },
  { value: 'question', label: 'Question' },
  { value: 'bug_report', label: 'Bug Report' },
  { value: 'feature_request', label: 'Feature Request' },
] as const satisfies readonly { value: FeedbackType; label: string }[];

const requiredText = (label: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** What the dialog sends and the server accepts. Text is trimmed before the length checks. */
export const submitFeedbackSchema = z
  .object({
    feedbackType: z.enum(feedbackTypes, {
      error: (issue) =>
        issue.input === undefined
          ? 'Feedback type is required'
          : `Feedback type must be one of: ${feedbackTypes.join(', ')}`,
    }),
    subject: requiredText('Subject', limits.feedbackSubjectMaxChars),
    message: requiredText('Message', limits.feedbackMessageMaxChars),
    pageUrl: z.string().trim().max(2000, 'Page URL must be at most 2000 characters').optional(),
  })
  .meta({ id: 'SubmitFeedback' });

export type SubmitFeedbackInput = z.input<typeof submitFeedbackSchema>;
export type SubmitFeedback = z.output<typeof submitFeedbackSchema>;

export const submitFeedbackResponseSchema = z
  .object({ success: z.literal(true) })
  .meta({ id: 'SubmitFeedbackResult' });

/**
 * Where an administrator has a piece of feedback (docs/product.md#admin-area): new until someone picks it
 * up, in progress while it is being looked at, done once it is answered or fixed.
 */
export const feedbackStatuses = ['new', 'in_progress', 'done'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** The statuses in the admin area's words and order. */
export const feedbackStatusOptions = [
  { value: 'new', label: 'New' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'done', label: 'Done' },
] as const satisfies readonly { value: FeedbackStatus; label: string }[];

export const feedbackItemSchema = z
  .object({
    id: z.string(),
    feedbackType: z.enum(feedbackTypes),
    status: z.enum(feedbackStatuses),
    /** When the status last changed; null while it has never changed. */
    statusChangedAt: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    pageUrl: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: z.string(),
    user: z.object({ id: z.string(), email: z.string(), fullName: z.string() }).nullable(),
  })
  .meta({ id: 'FeedbackItem' });

export const feedbackListQuerySchema = z.object({
  feedbackType: z.enum(feedbackTypes).optional().describe('Only feedback of this type; leave out for all.'),
  status: z.enum(feedbackStatuses).optional().describe('Only feedback with this status; leave out for all.'),
  cursor: cursorQuerySchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const feedbackListSchema = z
  .object({
    items: z.array(feedbackItemSchema),
    nextCursor: z.string().nullable(),
    /** How much feedback is new, whatever the filters: what nobody has picked up yet. */
    newCount: z.number().int().min(0),
  })
  .meta({ id: 'FeedbackList' });

/** PATCH /api/admin/feedback/{id}: the one thing an administrator changes. */
export const updateFeedbackStatusSchema = z
  .object({
    status: z.enum(feedbackStatuses, {
      error: (issue) =>
        issue.input === undefined
          ? 'Status is required'
          : `Status must be one of: ${feedbackStatuses.join(', ')}`,
    }),
  })
  .meta({ id: 'UpdateFeedbackStatus' });
export type UpdateFeedbackStatus = z.infer<typeof updateFeedbackStatusSchema>;

export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export type FeedbackList = z.infer<typeof feedbackListSchema>;
