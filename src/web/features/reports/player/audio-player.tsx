import { useCallback, useEffect, useRef, useState } from 'react';
import { Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import type { FullReport } from '@shared/contract/reports';
import { Button } from '@web/components/ui/button';
import { formatTimecode, spokenTimecode } from '@web/lib/timecode';
import { playerMemory } from './player-memory';
import { useSource, useSourceStore } from './source-store';

const BACK_SECONDS = 15;
const FORWARD_SECONDS = 30;
const SPEEDS = [0.8, 1, 1.2, 1.5, 1.75, 2] as const;
/** How often, in seconds of audio, the position is written down while playing. */
const REMEMBER_EVERY_SECONDS = 5;

/** Typing in a field or using a control keeps its own keys; shortcuts only apply to the page. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return Boolean(target.closest('input, textarea, select, [role="slider"], [role="listbox"], [role="menu"]'));
}

/**
 * The episode's audio in a compact bar that stays at the bottom of the screen while reading: play/pause,
 * back 15 s, forward 30 s, speed 0.8–2×, a seek bar, keyboard shortcuts (K or space, J, L, < and >) and
 * the system's media controls (Media Session). It takes "Play from" requests from the source store.
 * It remembers on this device the speed (one for every episode) and where each report's episode was
 * left, and shows the audio's own length once the browser knows it (the episode's metadata until then).
 */
export default function AudioPlayer({ report }: { report: FullReport }) {
  const audio = report.audio;
  const store = useSourceStore();
  const element = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(() => playerMemory.position(report.id) ?? 0);
  const [duration, setDuration] = useState<number>(audio?.durationSeconds ?? report.episode.durationSeconds);
  const [rate, setRate] = useState(() => playerMemory.speed(SPEEDS) ?? 1);
  const [error, setError] = useState<string | null>(null);
  const play = useSource((s) => s.play);
  const taken = useRef(0);
  /** A remembered position not yet applied to the element; until then the element's position is not the reader's. */
  const restore = useRef<number | undefined>(undefined);
  const lastSaved = useRef<number | null>(null);
  /** The last position this report's audio reported (null before it reports one). */
  const heard = useRef<number | null>(null);
  const remember = useCallback(
    (seconds: number, always = false) => {
      if (restore.current !== undefined) return;
      if (
        !always &&
        lastSaved.current !== null &&
        Math.abs(seconds - lastSaved.current) < REMEMBER_EVERY_SECONDS
      )
        return;
      lastSaved.current = seconds;
      playerMemory.savePosition(report.id, seconds, duration);
    },
    [report.id, duration],
  );
  /** The audio's own length, once the browser knows it (it may learn it late, or change its mind). */
  const takeDuration = useCallback(() => {
    const el = element.current;
    if (el && Number.isFinite(el.duration) && el.duration > 0) setDuration(el.duration);
  }, []);

  const seekTo = useCallback(
    (seconds: number) => {
      const el = element.current;
      if (!el) return;
      const end = Number.isFinite(el.duration) && el.duration > 0 ? el.duration : duration || Infinity;
      el.currentTime = Math.min(Math.max(0, seconds), end);
      restore.current = undefined;
      setTime(el.currentTime);
      heard.current = el.currentTime;
      remember(el.currentTime, true);
    },
    [duration, remember],
  );
  const skip = useCallback((delta: number) => seekTo((element.current?.currentTime ?? 0) + delta), [seekTo]);
  const toggle = useCallback(() => {
    const el = element.current;
    if (!el) return;
    if (el.paused) {
      void el.play().catch(() => setError('The audio could not be played.'));
    } else el.pause();
  }, []);
  const changeRate = useCallback((next: number) => {
    setRate(next);
    playerMemory.saveSpeed(next);
    if (element.current) {
      element.current.defaultPlaybackRate = next;
      element.current.playbackRate = next;
    }
  }, []);
  const stepRate = useCallback(
    (step: 1 | -1) => {
      const index = SPEEDS.findIndex((s) => s >= rate);
      const next = SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, (index < 0 ? 1 : index) + step))];
      if (next !== undefined) changeRate(next);
    },
    [rate, changeRate],
  );

  // Back where the reader left this episode, at the speed they use (before any "Play from", which wins).
  useEffect(() => {
    const el = element.current;
    if (!el) return;
    el.defaultPlaybackRate = el.playbackRate = playerMemory.speed(SPEEDS) ?? 1;
    takeDuration();
    const saved = playerMemory.position(report.id);
    restore.current = saved;
    lastSaved.current = null;
    heard.current = null;
    // The shown time starts there too (see useState); the element reports its own once it has seeked.
    if (saved !== undefined) el.currentTime = saved;
  }, [report.id, takeDuration]);

  // Leaving the page keeps the exact position, not the last one written while playing.
  useEffect(() => {
    // The element's own position is reset the moment another report's audio replaces it: save the last
    // position this report's audio reported instead.
    const save = () => {
      if (heard.current !== null) remember(heard.current, true);
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [remember]);

  // "Play from": seek and play (a cue only seeks), once per request.
  useEffect(() => {
    const el = element.current;
    if (!play || !el || play.token === taken.current) return;
    taken.current = play.token;
    restore.current = undefined;
    el.currentTime = play.seconds;
    setTime(play.seconds);
    if (play.play) void el.play().catch(() => setError('The audio could not be played.'));
  }, [play]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
      if (ownsKeys(event.target)) return;
      const onControl =
        event.target instanceof HTMLElement && Boolean(event.target.closest('button, a, summary'));
      switch (event.key) {
        case 'k':
        case 'K':
          toggle();
          break;
        case ' ':
          if (onControl) return;
          toggle();
          break;
        case 'j':
        case 'J':
          skip(-BACK_SECONDS);
          break;
        case 'l':
        case 'L':
          skip(FORWARD_SECONDS);
          break;
        case '<':
          stepRate(-1);
          break;
        case '>':
          stepRate(1);
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [toggle, skip, stepRate]);

  // The system's media controls: lock screen, headphones, keyboard media keys.
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title: report.episode.title || report.title,
        artist: report.channel.channelName,
        album: report.channel.creatorName,
        ...(report.channel.logoUrl ? { artwork: [{ src: report.channel.logoUrl }] } : {}),
      });
    }
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => void element.current?.play()],
      ['pause', () => element.current?.pause()],
      ['seekbackward', (d) => skip(-(d.seekOffset ?? BACK_SECONDS))],
      ['seekforward', (d) => skip(d.seekOffset ?? FORWARD_SECONDS)],
      ['seekto', (d) => d.seekTime !== undefined && seekTo(d.seekTime)],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
      session.metadata = null;
    };
  }, [report, skip, seekTo]);

  if (!audio) return null;
  const shortcuts = 'Shortcuts: K or space play or pause, J back 15 s, L forward 30 s, < and > speed.';
  return (
    <section
      aria-label="Episode player"
      data-testid="audio-player"
      className="sticky bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-40 rounded-2xl border border-border bg-background/95 shadow-lg backdrop-blur"
    >
      <audio
        ref={element}
        src={audio.url}
        preload="metadata"
        onPlay={() => {
          setPlaying(true);
          setError(null);
          store.report(element.current?.currentTime ?? 0, true);
        }}
        onPause={() => {
          setPlaying(false);
          const now = element.current?.currentTime ?? 0;
          store.report(now, false);
          heard.current = now;
          remember(now, true);
        }}
        onTimeUpdate={() => {
          const now = element.current?.currentTime ?? 0;
          setTime(now);
          store.report(now, !(element.current?.paused ?? true));
          heard.current = now;
          remember(now);
        }}
        onDurationChange={takeDuration}
        onLoadedMetadata={() => {
          const el = element.current;
          takeDuration();
          if (!el) return;
          el.playbackRate = rate;
          // A browser that could not seek before it knew the audio goes there now.
          const saved = restore.current;
          restore.current = undefined;
          if (saved !== undefined && Math.abs(el.currentTime - saved) > 1) {
            el.currentTime = saved;
            setTime(saved);
          }
        }}
        onEnded={() => playerMemory.savePosition(report.id, duration, duration)}
        onError={() => setError('The audio could not be loaded.')}
      />
      <div className="flex flex-col gap-1 px-3 py-2 sm:px-4">
        <div className="flex items-center gap-3 text-xs text-muted-foreground tabular-nums">
          <span aria-hidden>{formatTimecode(time)}</span>
          <input
            type="range"
            min={0}
            max={Math.max(1, Math.round(duration))}
            step={1}
            value={Math.min(Math.round(time), Math.max(1, Math.round(duration)))}
            onChange={(event) => seekTo(Number(event.target.value))}
            aria-label="Position in the episode"
            aria-valuetext={`${spokenTimecode(time)} of ${spokenTimecode(duration)}`}
            className="h-1.5 flex-1 cursor-pointer accent-primary"
          />
          <span aria-hidden>{duration ? formatTimecode(duration) : '–:––'}</span>
        </div>
        <div className="flex items-center justify-between gap-2">
          <p className="hidden min-w-0 flex-1 truncate text-sm font-medium sm:block" title={report.title}>
            {report.episode.title || report.title}
          </p>
          <div className="flex items-center gap-1 sm:justify-center">
            <Button
              variant="ghost"
              size="icon"
              onClick={() => skip(-BACK_SECONDS)}
              aria-label="Back 15 seconds"
              aria-keyshortcuts="J"
              title="Back 15 s (J)"
            >
              <RotateCcw aria-hidden />
            </Button>
            <Button
              size="icon-round"
              onClick={toggle}
              aria-label={playing ? 'Pause' : 'Play'}
              aria-keyshortcuts="K"
              title={playing ? 'Pause (K)' : 'Play (K)'}
            >
              {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              onClick={() => skip(FORWARD_SECONDS)}
              aria-label="Forward 30 seconds"
              aria-keyshortcuts="L"
              title="Forward 30 s (L)"
            >
              <RotateCw aria-hidden />
            </Button>
          </div>
          <div className="flex flex-1 items-center justify-end gap-2">
            <label htmlFor="player-speed" className="sr-only">
              Playback speed
            </label>
            <select
              id="player-speed"
              value={rate}
              onChange={(event) => changeRate(Number(event.target.value))}
              aria-keyshortcuts="Shift+Comma Shift+Period"
              className="h-9 rounded-lg border border-input bg-background px-2 text-sm tabular-nums"
            >
              {SPEEDS.map((speed) => (
                <option key={speed} value={speed}>
                  {speed}×
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="sr-only">{shortcuts}</p>
        {error ? (
          <p role="alert" className="text-xs text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
