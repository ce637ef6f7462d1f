import { PlatformFeesView } from '@web/features/admin/components/platform-fees';
import { AdminShell } from './admin-shell';

/** /admin/payments: the platform's fee revenue (issue 25 §6). */
export default function AdminPaymentsPage() {
  return (
    <AdminShell
      section="payments"
      title="Fee revenue"
      description="What the platform kept of listeners' payments, what refunds and disputes gave back, and the channels it came from."
    >
      <PlatformFeesView />
    </AdminShell>
  );
}
