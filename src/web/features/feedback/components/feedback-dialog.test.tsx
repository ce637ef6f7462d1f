import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@web/lib/query-client';
import { answer, json, sentRequests } from '@web/test/server';
import { FeedbackDialog } from './feedback-dialog';

/** Renders the open dialog with POST /api/feedback answered by `respond`; `sent` collects the bodies. */
async function setup(respond: () => Response | Promise<Response>) {
  const sent: Record<string, unknown>[] = [];
  answer({
    'POST /api/feedback': async (request) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return respond();
    },
  });
  const onOpenChange = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FeedbackDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  // The form is loaded lazily the first time the dialog opens.
  await screen.findByLabelText('Subject');
  const submitButton = () => screen.getByRole('button', { name: /Submit Feedback|Submitting\.\.\./ });
  return { sent, onOpenChange, user, submitButton };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('FeedbackDialog', () => {
  it('opens with the five types, none chosen, and submit disabled until the trimmed subject and details are filled', async () => {
    const { user, submitButton } = await setup(async () => json(201, { success: true }));
    expect(screen.getByRole('heading', { name: 'Send Feedback' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual([
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    for (const name of ['General Feedback', 'Suggestion', 'Question', 'Bug Report', 'Feature Request']) {
      expect(screen.getByRole('radio', { name })).toBeInTheDocument();
    }
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.type(screen.getByLabelText('Details'), 'Something to say');
    expect(submitButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Subject'), 'Hello');
    expect(submitButton()).toBeEnabled();

    await user.clear(screen.getByLabelText('Details'));
    await user.type(screen.getByLabelText('Details'), ' \n ');
    expect(submitButton()).toBeDisabled();
  });

  it("sends 'general' when no type was chosen, shows 'Submitting...', then thanks, resets and closes after 2 s", async () => {
    let reply: (response: Response) => void = () => undefined;
    const { user, sent, onOpenChange, submitButton } = await setup(
      () => new Promise<Response>((resolve) => (reply = resolve)),
    );
    await user.type(screen.getByLabelText('Subject'), '  Love it  ');
    await user.type(screen.getByLabelText('Details'), 'Reports are great.');
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent('Submitting...'));
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sentRequests()).toEqual(['POST /api/feedback']);
    expect(sent[0]).toEqual({
      feedbackType: 'general',
      subject: 'Love it',
      message: 'Reports are great.',
      pageUrl: expect.any(String),
    });

    await act(async () => reply(json(201, { success: true })));
    expect(
      await screen.findByText('Thank you! Your feedback has been submitted successfully.'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(600));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Reset: the form is back, empty.
    expect(await screen.findByLabelText('Subject')).toHaveValue('');
  });

  it('sends the chosen type and highlights it', async () => {
    const { user, sent, submitButton } = await setup(async () => json(201, { success: true }));
    await user.click(screen.getByRole('radio', { name: 'Bug Report' }));
    expect(screen.getByRole('radio', { name: 'Bug Report' })).toBeChecked();
    await user.type(screen.getByLabelText('Subject'), 'Broken link');
    await user.type(screen.getByLabelText('Details'), 'The footer link 404s.');
    await user.click(submitButton());
    await screen.findByText('Thank you! Your feedback has been submitted successfully.');
    expect(sent[0]).toMatchObject({ feedbackType: 'bug_report', subject: 'Broken link' });
  });

  it("shows the server's message when the server refuses, and keeps what was typed", async () => {
    const { user, onOpenChange, submitButton } = await setup(async () =>
      json(429, {
        error: { code: 'rate_limited', message: 'Too many requests. Please try again in 1 hour.' },
      }),
    );
    await user.type(screen.getByLabelText('Subject'), 'Again');
    await user.type(screen.getByLabelText('Details'), 'And again');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 1 hour.',
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Again');
    expect(submitButton()).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("says 'Failed to submit feedback' when the server gives no reason", async () => {
    const { user, submitButton } = await setup(async () =>
      json(500, { error: { code: 'internal_error', message: '' } }),
    );
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Details'), 'There');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit feedback');
  });

  it("says 'An error occurred while submitting your feedback' when the request cannot be made", async () => {
    // The network refuses: fetch rejects, as a browser's does offline.
    const { user, submitButton } = await setup(() => HttpResponse.error());
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Details'), 'There');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while submitting your feedback',
    );
  });
});
