import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Mail } from 'lucide-react';
import type { MailFrequency, MailPreferences, UpdateMailSettings } from '@shared/contract/mail';
import { mailFrequencies, mailFrequencyLabels } from '@shared/contract/mail';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { OptionSelect } from '@web/components/ui/option-select';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/toast';
import { useMailPreferences, useUpdateChannelMail, useUpdateMailSettings } from '../api/mail-preferences';

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOptions = weekdays.map((label, index) => ({ value: String(index), label }));
const hourOptions = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00`,
}));
const frequencyOptions = mailFrequencies.map((value) => ({ value, label: mailFrequencyLabels[value] }));

/** The browser's own time zone, proposed until the listener saved settings once. */
function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function timeZoneOptions(current: string) {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, 'UTC', current]);
  return [...all].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/**
 * The profile's Email section (docs/product.md#mail): whether and how often reports arrive by email, per
 * channel and as a default for new ones, the digest's day and hour in the listener's time zone, and one
 * switch that stops all mail. Every change saves at once.
 */
export function MailPreferencesSection() {
  const preferences = useMailPreferences();
  const titleId = useId();
  const { hash } = useLocation();
  const loaded = preferences.data !== undefined;
  // Links from mails and the activation card end in #email: bring the section into view once it is there.
  useEffect(() => {
    if (loaded && hash === '#email') document.getElementById('email')?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);
  return (
    <Card id="email" className="scroll-mt-20 p-6" aria-labelledby={titleId}>
      <div className="mb-4 flex items-start gap-3">
        <Mail className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            Email updates
          </h2>
          <p className="text-sm text-muted-foreground">
            New reports of the channels you follow, in your inbox.
          </p>
        </div>
      </div>
      {preferences.isPending && (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading email preferences">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      )}
      {preferences.isError && (
        <div role="alert" className="flex flex-col items-center gap-3 py-4 text-center">
          <p className="font-medium">Could not load email preferences</p>
          <Button variant="outline" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {preferences.data && <MailPreferencesForm preferences={preferences.data} />}
    </Card>
  );
}

function MailPreferencesForm({ preferences }: { preferences: MailPreferences }) {
  const ids = { default: useId(), weekday: useId(), hour: useId(), zone: useId(), allOff: useId() };
  const updateSettings = useUpdateMailSettings();
  const updateChannel = useUpdateChannelMail();
  const [status, setStatus] = useState('');
  const proposedZone = useMemo(
    () => (preferences.saved ? preferences.timeZone : browserTimeZone()),
    [preferences],
  );
  const zones = useMemo(() => timeZoneOptions(proposedZone), [proposedZone]);

  const failed = () => {
    setStatus('');
    toast({
      variant: 'destructive',
      title: 'Could not save email preferences',
      description: 'Please try again.',
    });
  };
  const save = (changes: UpdateMailSettings) => {
    setStatus('Saving…');
    // The first save also keeps the time zone shown, the browser's own, so digests come at the right hour.
    const body = preferences.saved ? changes : { timeZone: proposedZone, ...changes };
    updateSettings.mutate(body, { onSuccess: () => setStatus('Saved'), onError: failed });
  };
  const saveChannel = (creatorId: string, value: string) => {
    setStatus('Saving…');
    updateChannel.mutate(
      { creatorId, frequency: value as MailFrequency | 'default' },
      { onSuccess: () => setStatus('Saved'), onError: failed },
    );
  };
  const defaultLabel = mailFrequencyLabels[preferences.defaultFrequency];
  const channelOptions = [{ value: 'default', label: `Default (${defaultLabel})` }, ...frequencyOptions];

  return (
    <div className="grid gap-6">
      <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
        <div>
          <Label htmlFor={ids.allOff}>Stop all mail</Label>
          <p className="text-sm text-muted-foreground">
            {preferences.allOff
              ? 'You get no email from Podbrief. Your choices below are kept for when you turn mail on again.'
              : 'One switch for every channel; your choices below are kept.'}
          </p>
        </div>
        <Switch
          id={ids.allOff}
          checked={preferences.allOff}
          onCheckedChange={(checked) => save({ allOff: checked })}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={ids.default}>Default for new channels</Label>
          <OptionSelect
            id={ids.default}
            aria-label="Default for new channels"
            value={preferences.defaultFrequency}
            options={frequencyOptions}
            onValueChange={(value) => save({ defaultFrequency: value as MailFrequency })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.weekday}>Weekly digest on</Label>
          <OptionSelect
            id={ids.weekday}
            aria-label="Weekly digest on"
            value={String(preferences.digestWeekday)}
            options={weekdayOptions}
            onValueChange={(value) => save({ digestWeekday: Number(value) })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.hour}>Digests at</Label>
          <OptionSelect
            id={ids.hour}
            aria-label="Digests at"
            value={String(preferences.digestHour)}
            options={hourOptions}
            onValueChange={(value) => save({ digestHour: Number(value) })}
          />
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={ids.zone}>Time zone</Label>
          <OptionSelect
            id={ids.zone}
            aria-label="Time zone"
            value={proposedZone}
            options={zones}
            onValueChange={(value) => save({ timeZone: value })}
          />
        </div>
      </div>

      <div>
        <h3 className="mb-2 font-medium">Channels</h3>
        {preferences.channels.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You don&apos;t follow any channel yet. Channels you subscribe to start with your default.
          </p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {preferences.channels.map((channel) => (
              <li
                key={channel.creatorId}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="min-w-0 truncate font-medium" id={`mail-channel-${channel.creatorId}`}>
                  {channel.channelName}
                </span>
                <OptionSelect
                  size="sm"
                  className="sm:w-56"
                  aria-label={`Email for ${channel.channelName}`}
                  value={channel.custom ? channel.frequency : 'default'}
                  options={channelOptions}
                  onValueChange={(value) => saveChannel(channel.creatorId, value)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
