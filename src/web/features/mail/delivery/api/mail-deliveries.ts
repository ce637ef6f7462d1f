import { useQuery } from '@tanstack/react-query';
import type { MailDeliveryList } from '@shared/contract/mail-deliveries';
import { api } from '@web/lib/api-client';

/** The mails an SMTP server refused for good, newest first (administrators only). */
export function useFailedMailDeliveries() {
  return useQuery({
    queryKey: ['admin', 'mail-deliveries', 'failed'],
    queryFn: ({ signal }) => api.get<MailDeliveryList>('/admin/mail-deliveries?status=failed', { signal }),
    retry: false,
  });
}
