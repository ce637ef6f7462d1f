import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

/**
 * docs/product.md#validation: the original's unused form schema, kept as a page that exercises it with the
 * app's inputs. Test support only: it is rendered by its component test, never routed, so the production
 * route table (and the route list the build writes for the server) has no test page.
 */
export const formValidationSchema = z.object({
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  name: z.string().trim().min(2, 'Name must be at least 2 characters'),
});

type FormValues = z.input<typeof formValidationSchema>;
type ValidValues = z.output<typeof formValidationSchema>;

export function FormValidationPage() {
  const [submitted, setSubmitted] = useState<ValidValues | null>(null);
  const form = useForm<FormValues, unknown, ValidValues>({
    resolver: zodResolver(formValidationSchema),
    defaultValues: { email: '', name: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  return (
    <section aria-labelledby="form-validation-title" className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <h1 id="form-validation-title" className="text-3xl font-bold tracking-tight">
        Form validation test
      </h1>
      <p className="mt-2 text-muted-foreground">
        Checks an email address and a name the way the app's forms do.
      </p>

      <Card className="mt-8 p-6">
        <form
          noValidate
          className="grid gap-5"
          onSubmit={form.handleSubmit((values) => setSubmitted(values))}
          onChange={() => setSubmitted(null)}
        >
          <div className="grid gap-2">
            <Label htmlFor="fvt-email">Email</Label>
            <Input
              id="fvt-email"
              type="email"
              autoComplete="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'fvt-email-error' : undefined}
              {...form.register('email')}
            />
            {errors.email && (
              <p id="fvt-email-error" className="text-sm text-destructive">
                {errors.email.message}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="fvt-name">Name</Label>
            <Input
              id="fvt-name"
              autoComplete="name"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'fvt-name-error' : undefined}
              {...form.register('name')}
            />
            {errors.name && (
              <p id="fvt-name-error" className="text-sm text-destructive">
                {errors.name.message}
              </p>
            )}
          </div>
          <Button type="submit" className="justify-self-start">
            Validate
          </Button>
        </form>
        {submitted && (
          <p role="status" className="mt-5 flex items-center gap-2 text-sm text-foreground">
            <CheckCircle2 className="size-4 text-success" aria-hidden />
            Valid: {submitted.name} &lt;{submitted.email}&gt;
          </p>
        )}
      </Card>
    </section>
  );
}
