import type { ReactNode } from 'react';
import {
  AlertCircle,
  AlertTriangle,
  Banknote,
  CalendarClock,
  Clock,
  CreditCard,
  RefreshCw,
  Users,
} from 'lucide-react';
import type { CreatorMoney, MoneyEvent } from '@shared/contract/money';
import { formatLongDate, formatShortDate } from '@shared/dates/format';
import { formatMoney } from '@shared/format-money';
import { MoneyBarChart } from '@web/components/charts/money-bar-chart';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-error';
import { useCreatorMoney } from '../api/get-creator-money';

type Money = Extract<CreatorMoney, { enabled: true }>;

/**
 * The studio's money (issue 25 §6): paid subscribers, trials, past due, monthly revenue after the fee, the
 * next payout, net per month as a chart, and the newest payments and refunds. `notCreator` is what to show
 * a listener who opened the page (the route passes the studio's notice).
 */
export function CreatorMoneyView({ notCreator }: { notCreator: ReactNode }) {
  const money = useCreatorMoney();

  if (money.isError && money.error instanceof ApiError && money.error.code === 'creator_required')
    return <>{notCreator}</>;
  if (money.isPending) {
    return (
      <div className="grid gap-6" aria-busy="true" aria-label="Loading your money">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} rounded="xl" className="h-28" />
          ))}
        </div>
        <Skeleton rounded="xl" className="h-64" />
      </div>
    );
  }
  if (money.isError) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-wrap items-center gap-3">
          <AlertCircle className="size-5 text-destructive" aria-hidden />
          <span>Could not load your money. {money.error.message}</span>
          <Button variant="outline" size="sm" onClick={() => void money.refetch()}>
            <RefreshCw aria-hidden />
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!money.data.enabled) {
    return (
      <Card>
        {/* A card of a title and its words alone: the header's padding expects content below it. */}
        <CardContent className="flex flex-col gap-1.5">
          <CardTitle as="h2">Payments are off</CardTitle>
          <CardDescription>
            Podbrief is in its free beta here: listeners subscribe without paying, so there are no payments,
            fees or payouts to show.
          </CardDescription>
        </CardContent>
      </Card>
    );
  }
  return <MoneyNumbers money={money.data} />;
}

function MoneyNumbers({ money }: { money: Money }) {
  const format = (cents: number) => formatMoney(cents, money.currency);
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <MoneyStat label="Paying subscribers" value={money.payingSubscribers.toLocaleString()} icon={Users} />
        <MoneyStat label="In a free trial" value={money.trials.toLocaleString()} icon={Clock} />
        <MoneyStat
          label="Payment failed"
          value={money.pastDue.toLocaleString()}
          icon={AlertTriangle}
          hint="Still reading during the grace period"
        />
        <MoneyStat
          label="Monthly revenue"
          value={format(money.mrrAfterFee)}
          icon={CreditCard}
          hint={`After the ${money.platformFeePercent}% platform fee`}
        />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Net per month</CardTitle>
            <CardDescription>
              What subscribers paid, less the platform fee and refunds, for the last {money.months.length}{' '}
              months.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <MoneyBarChart
              title={`Net per month, last ${money.months.length} months`}
              valueLabel="Net"
              currency={money.currency}
              bars={money.months.map((m) => ({ month: m.month, value: m.net }))}
            />
          </CardContent>
        </Card>
        <NextPayoutCard money={money} />
      </div>

      <RecentPayments events={money.recent} currency={money.currency} />
    </div>
  );
}

function MoneyStat({
  label,
  value,
  icon: Icon,
  hint,
}: {
  label: string;
  value: string;
  icon: typeof Users;
  hint?: string;
}) {
  return (
    <Card>
      <div className="flex items-start justify-between gap-3 p-5">
        <div className="grid min-w-0 gap-1">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="truncate text-2xl font-semibold tabular-nums sm:text-3xl">{value}</p>
          {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
        </div>
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/12 text-primary sm:inline-flex">
          <Icon className="size-5" aria-hidden />
        </span>
      </div>
    </Card>
  );
}

function NextPayoutCard({ money }: { money: Money }) {
  const payout = money.nextPayout;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Banknote className="size-5 text-primary" aria-hidden />
          Next payout
        </CardTitle>
        <CardDescription>Stripe pays your share into your bank account.</CardDescription>
      </CardHeader>
      <CardContent>
        {money.nextPayoutUnavailable ? (
          <p className="text-sm text-muted-foreground" role="status">
            Stripe did not answer just now, so the next payout is not shown. Your other numbers are up to
            date.
          </p>
        ) : payout === null ? (
          <p className="text-sm text-muted-foreground">No payout is on its way.</p>
        ) : (
          <div className="grid gap-1">
            <p className="text-3xl font-semibold tabular-nums">
              {formatMoney(payout.amount, money.currency)}
            </p>
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarClock className="size-4" aria-hidden />
              {payout.arrivalDate
                ? `Expected ${formatLongDate(payout.arrivalDate)}`
                : 'Waiting for the next payout date'}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

const kindLabels: Record<MoneyEvent['kind'], string> = {
  payment: 'Payment',
  refund: 'Refund',
  dispute: 'Dispute',
};

function RecentPayments({ events, currency }: { events: MoneyEvent[]; currency: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent payments and refunds</CardTitle>
        <CardDescription>The newest first; the fee is the platform&apos;s share.</CardDescription>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label="Recent payments and refunds">
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Subscriber
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
                    Kind
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Amount<span className="sr-only sm:hidden"> and fee</span>
                  </th>
                  <th scope="col" className="hidden py-2 text-right font-medium sm:table-cell">
                    Fee
                  </th>
                </tr>
              </thead>
              <tbody>
                {events.map((event) => {
                  const out = event.kind !== 'payment';
                  return (
                    <tr key={event.id} className="border-b border-border last:border-0">
                      <td className="py-2.5 pr-3 whitespace-nowrap text-muted-foreground">
                        {formatShortDate(event.occurredAt)}
                      </td>
                      <td className="max-w-0 py-2.5 pr-3">
                        <span className="block truncate">
                          {event.subscriberName ?? 'A former subscriber'}
                        </span>
                        {out && (
                          <Badge variant="destructive" className="mt-1 sm:hidden">
                            {kindLabels[event.kind]}
                          </Badge>
                        )}
                      </td>
                      <td className="hidden py-2.5 pr-3 sm:table-cell">
                        {out ? (
                          <Badge variant="destructive">{kindLabels[event.kind]}</Badge>
                        ) : (
                          kindLabels[event.kind]
                        )}
                      </td>
                      <td
                        className={
                          out
                            ? 'py-2.5 pr-3 text-right text-destructive tabular-nums'
                            : 'py-2.5 pr-3 text-right tabular-nums'
                        }
                      >
                        {formatMoney(out ? -event.amount : event.amount, currency)}
                        {/* A phone has no room for the Fee column, so the fee sits under the amount. */}
                        <span className="block text-xs text-muted-foreground sm:hidden">
                          Fee {formatMoney(out ? -event.fee : event.fee, currency)}
                        </span>
                      </td>
                      <td className="hidden py-2.5 text-right text-muted-foreground tabular-nums sm:table-cell">
                        {formatMoney(out ? -event.fee : event.fee, currency)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
