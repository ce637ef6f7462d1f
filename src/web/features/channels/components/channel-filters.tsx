import { useEffect, useId, useState } from 'react';
import { Search, X } from 'lucide-react';
import { Input, ownSearchClear } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { cn } from '@web/lib/cn';
import { useChannelCategories } from '../api/get-channel-categories';

const ALL = '__all__';
const SEARCH_DELAY_MS = 300;

export interface ChannelFiltersProps {
  search: string;
  category: string;
  onChange: (next: Partial<{ search: string; category: string }>) => void;
}

/** Search by name and filter by category; the page keeps both in the URL. */
export function ChannelFilters({ search, category, onChange }: ChannelFiltersProps) {
  const searchId = useId();
  const categoryId = useId();
  const [text, setText] = useState(search);
  const categories = useChannelCategories();

  // The URL may change from outside (back button, a shared link): follow it, adjusting during render.
  const [followed, setFollowed] = useState(search);
  if (followed !== search) {
    setFollowed(search);
    setText(search);
  }

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => onChange({ search: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onChange]);

  const options = categories.data ?? [];
  const selected = category && !options.includes(category) ? [...options, category] : options;

  return (
    <form
      role="search"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ search: text.trim() });
      }}
    >
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor={searchId}>Search channels</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={searchId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Channel or creator name"
            className={cn(ownSearchClear, 'pr-9 pl-9')}
            autoComplete="off"
            maxLength={100}
          />
          {text && (
            <button
              type="button"
              onClick={() => {
                setText('');
                onChange({ search: '' });
              }}
              className="absolute top-1/2 right-2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              aria-label="Clear search"
            >
              <X className="size-4" aria-hidden />
            </button>
          )}
        </div>
      </div>
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor={categoryId}>Category</Label>
        <Select
          value={category || ALL}
          onValueChange={(value) => onChange({ category: value === ALL ? '' : value })}
        >
          <SelectTrigger id={categoryId} aria-label="Category">
            <SelectValue placeholder="All categories" />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All categories</SelectItem>
            {selected.map((name) => (
              <SelectItem key={name} value={name}>
                {name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </form>
  );
}
