import { useSearchParams } from 'react-router';
import { CheckoutConfirmation } from '@web/features/billing/payments/components/checkout-confirmation';
import { useDocumentTitle } from '@web/hooks/use-document-title';
import { paths } from '../paths';

/**
 * /subscription/confirm?session_id=…: where Stripe Checkout sends a listener back. It waits for Stripe's
 * confirmation (the webhook), never grants access itself (ADR 213).
 */
export default function SubscriptionConfirmPage() {
  const [params] = useSearchParams();
  useDocumentTitle('Confirming your subscription');
  return (
    <div className="px-4 py-10">
      <CheckoutConfirmation
        sessionId={params.get('session_id') ?? ''}
        reportsHref={(creatorId) => paths.subscriber.channel(creatorId)}
        subscriptionsHref={paths.subscriber.subscriptions()}
      />
    </div>
  );
}
