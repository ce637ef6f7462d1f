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

const feedbackItemSchema = z
  .object({
    id: z.string(),
    feedbackType: z.enum(feedbackTypes),
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
  cursor: cursorQuerySchema,
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const feedbackListSchema = z
  .object({ items: z.array(feedbackItemSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'FeedbackList' });

export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export type FeedbackList = z.infer<typeof feedbackListSchema>;
