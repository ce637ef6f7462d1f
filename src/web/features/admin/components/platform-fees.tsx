import { Banknote } from 'lucide-react';
import type { PlatformFees } from '@shared/contract/money';
import { formatMoney } from '@shared/format-money';
import { MoneyBarChart } from '@web/components/charts/money-bar-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { usePlatformFees } from '../api/get-platform-fees';
import { ListEmpty, ListError, ListLoading } from './list-states';

type Fees = Extract<PlatformFees, { enabled: true }>;

/** The platform's fee revenue: totals, six months as a chart, paying subscriptions, top channels. */
export function PlatformFeesView() {
  const fees = usePlatformFees();
  if (fees.isPending) return <ListLoading label="Loading the fee revenue" />;
  if (fees.isError)
    return <ListError error={fees.error} what="the fee revenue" onRetry={() => void fees.refetch()} />;
  if (!fees.data.enabled)
    return (
      <ListEmpty icon={<Banknote className="size-6" aria-hidden />}>
        Payments are off: the platform runs its free beta and takes no fees.
      </ListEmpty>
    );
  return <FeeNumbers fees={fees.data} />;
}

function FeeNumbers({ fees }: { fees: Fees }) {
  const format = (cents: number) => formatMoney(cents, fees.currency);
  const totals = [
    { label: 'Fees', value: format(fees.totalFees) },
    { label: 'Given back', value: format(fees.feesRefunded) },
    { label: 'Net fees', value: format(fees.net) },
    { label: 'Paying subscriptions', value: fees.payingSubscriptions.toLocaleString() },
  ];
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {totals.map((item) => (
          <Card key={item.label} className="p-4">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className="truncate text-2xl font-semibold tabular-nums">{item.value}</dd>
          </Card>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        The platform keeps {fees.platformFeePercent}% of each payment; a refund or dispute gives its share
        back. All time, in {fees.currency.toUpperCase()}.
      </p>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Net fees per month</CardTitle>
          <CardDescription>The last {fees.months.length} months.</CardDescription>
        </CardHeader>
        <CardContent>
          <MoneyBarChart
            title={`Net fees per month, last ${fees.months.length} months`}
            valueLabel="Net fees"
            currency={fees.currency}
            bars={fees.months.map((m) => ({ month: m.month, value: m.net }))}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Top channels by fees</CardTitle>
        </CardHeader>
        <CardContent>
          {fees.topChannels.length === 0 ? (
            <p className="text-sm text-muted-foreground">No payments yet.</p>
          ) : (
            <ol className="grid gap-3">
              {fees.topChannels.map((channel, index) => (
                <li key={channel.creatorId} className="flex items-center gap-3 text-sm">
                  <span
                    aria-hidden
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-muted font-semibold"
                  >
                    {index + 1}
                  </span>
                  <span className="w-0 min-w-0 flex-1 truncate font-medium">
                    {channel.channelName ?? 'A channel without a name'}
                  </span>
                  <span className="hidden whitespace-nowrap text-muted-foreground tabular-nums sm:inline">
                    {channel.payments} {channel.payments === 1 ? 'payment' : 'payments'}
                  </span>
                  <span className="w-20 text-right font-medium tabular-nums">{format(channel.fees)}</span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
