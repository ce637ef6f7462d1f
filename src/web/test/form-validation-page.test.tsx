import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormValidationPage, formValidationSchema } from './form-validation-page';

describe('form validation test page', () => {
  it('uses the documented messages', () => {
    const result = formValidationSchema.safeParse({ email: 'nope', name: 'A' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
    ]);
    expect(formValidationSchema.safeParse({ email: ' ada@example.com ', name: 'Ada' }).success).toBe(true);
  });

  it('shows the messages under the fields and accepts valid input', async () => {
    const user = userEvent.setup();
    render(<FormValidationPage />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Name'), 'da');
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Valid: Ada <ada@example.com>');
  });
});
