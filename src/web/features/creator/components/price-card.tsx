import { useState, type ReactNode } from 'react';
import { product } from '@shared/constants';
import { formatPrice } from '@shared/contract/price';
import type { CreatorSettings } from '@shared/contract/creator';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PriceDialog } from './price-dialog';

/**
 * The current subscription price and the button that opens the price dialog. docs/product.md#creator-studio:
 * the current-price state starts at 300 until the settings are loaded. `note` says whether listeners pay it.
 */
export function PriceCard({ settings, note }: { settings: CreatorSettings | undefined; note?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const currentPrice = settings?.subscriptionPrice ?? product.initialCurrentPriceCents;
  const currency = settings?.currency ?? 'USD';

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Subscription price</CardTitle>
        <CardDescription>Listeners subscribe to your channel for this monthly price.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-2xl font-semibold tabular-nums" aria-busy={!settings} data-testid="current-price">
          {formatPrice({ amount: currentPrice, currency, interval: 'month' })}
        </p>
        <Button variant="outline" onClick={() => setOpen(true)} disabled={!settings}>
          Change price
        </Button>
        {note && <div className="basis-full">{note}</div>}
      </CardContent>
      <PriceDialog open={open} onOpenChange={setOpen} currentCents={currentPrice} currency={currency} />
    </Card>
  );
}
