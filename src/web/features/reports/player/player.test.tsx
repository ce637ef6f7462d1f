import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportTranscript } from '@shared/contract/reports';
import { sampleFullReport } from '@web/test/factories';
import { spokenTimecode } from '@web/lib/timecode';
import { ChapterList } from '../components/chapter-list';
import { MomentActions } from '../components/moment-actions';
import AudioPlayer from './audio-player';
import { SourceContext, SourceStore } from './source-store';
import { TranscriptList } from './transcript-view';

const report = sampleFullReport();

let paused = true;
let playSpy: ReturnType<typeof vi.fn<(this: HTMLMediaElement) => Promise<void>>>;

beforeEach(() => {
  // The player remembers speed and positions in localStorage: every test starts on a fresh device.
  window.localStorage.clear();
  paused = true;
  playSpy = vi.fn(function (this: HTMLMediaElement): Promise<void> {
    paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    return playSpy.call(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockImplementation(() => 600);
});

afterEach(() => vi.restoreAllMocks());

function withStore(children: ReactNode, store = new SourceStore()) {
  return { store, ...render(<SourceContext value={store}>{children}</SourceContext>) };
}

const audioElement = () => screen.getByTestId('audio-player').querySelector('audio') as HTMLAudioElement;

describe('AudioPlayer', () => {
  it('plays and pauses, skips back 15 s and forward 30 s, and changes speed', async () => {
    const user = userEvent.setup();
    withStore(<AudioPlayer report={report} />);
    const player = screen.getByRole('region', { name: 'Episode player' });
    await user.click(within(player).getByRole('button', { name: 'Play' }));
    expect(playSpy).toHaveBeenCalledTimes(1);
    expect(within(player).getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    audioElement().currentTime = 100;
    await user.click(within(player).getByRole('button', { name: 'Back 15 seconds' }));
    expect(audioElement().currentTime).toBe(85);
    await user.click(within(player).getByRole('button', { name: 'Forward 30 seconds' }));
    expect(audioElement().currentTime).toBe(115);

    await user.selectOptions(within(player).getByLabelText('Playback speed'), '1.5');
    expect(audioElement().playbackRate).toBe(1.5);
    await user.click(within(player).getByRole('button', { name: 'Pause' }));
    expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('answers its keyboard shortcuts, but not while the reader types', async () => {
    const user = userEvent.setup();
    render(
      <SourceContext value={new SourceStore()}>
        <input aria-label="Note" />
        <AudioPlayer report={report} />
      </SourceContext>,
    );
    audioElement().currentTime = 200;
    await user.keyboard('k');
    expect(playSpy).toHaveBeenCalledTimes(1);
    await user.keyboard('j');
    expect(audioElement().currentTime).toBe(185);
    await user.keyboard('l');
    expect(audioElement().currentTime).toBe(215);
    await user.keyboard('>');
    expect(audioElement().playbackRate).toBe(1.2);
    await user.keyboard('<<');
    expect(audioElement().playbackRate).toBe(0.8);
    await user.keyboard(' ');
    expect(paused).toBe(true);

    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('kjl');
    expect(audioElement().currentTime).toBe(215);
    expect(playSpy).toHaveBeenCalledTimes(1);
  });

  it('plays from a moment asked for before or after it mounted', async () => {
    const store = new SourceStore();
    store.playFrom(754);
    withStore(<AudioPlayer report={report} />, store);
    expect(audioElement().currentTime).toBe(754);
    expect(playSpy).toHaveBeenCalledTimes(1);
    act(() => store.playFrom(30));
    expect(audioElement().currentTime).toBe(30);
    expect(playSpy).toHaveBeenCalledTimes(2);
  });

  it("remembers the speed on this device and each report's position across a reload", async () => {
    const user = userEvent.setup();
    const first = withStore(<AudioPlayer report={report} />);
    await user.selectOptions(screen.getByLabelText('Playback speed'), '1.5');
    audioElement().currentTime = 200;
    fireEvent.pause(audioElement());
    first.unmount();

    // A reload: the same report opens where it was left, at the reader's speed.
    const again = withStore(<AudioPlayer report={report} />);
    expect(screen.getByLabelText('Playback speed')).toHaveValue('1.5');
    expect(audioElement().playbackRate).toBe(1.5);
    expect(audioElement().currentTime).toBe(200);
    expect(screen.getByRole('slider', { name: 'Position in the episode' })).toHaveValue('200');
    again.unmount();

    // Another report keeps the speed but starts at its beginning.
    withStore(<AudioPlayer report={sampleFullReport({ id: '5d0c7f5e-9999-4a2b-9c3d-000000000009' })} />);
    expect(audioElement().playbackRate).toBe(1.5);
    expect(audioElement().currentTime).toBe(0);
  });

  it("keeps a report's position when the player moves on to the next report", () => {
    const next = sampleFullReport({ id: '5d0c7f5e-8888-4a2b-9c3d-000000000008' });
    const { rerender, unmount } = withStore(<AudioPlayer report={report} />);
    audioElement().currentTime = 200;
    fireEvent.timeUpdate(audioElement());
    // A new source resets the element's position before the player hears of the new report.
    audioElement().currentTime = 0;
    rerender(
      <SourceContext value={new SourceStore()}>
        <AudioPlayer report={next} />
      </SourceContext>,
    );
    unmount();
    withStore(<AudioPlayer report={report} />);
    expect(audioElement().currentTime).toBe(200);
  });

  it('starts over after the end, and a "Play from" wins over the remembered position', () => {
    const first = withStore(<AudioPlayer report={report} />);
    audioElement().currentTime = 300;
    fireEvent.pause(audioElement());
    first.unmount();

    const store = new SourceStore();
    store.playFrom(42);
    const fromMoment = withStore(<AudioPlayer report={report} />, store);
    expect(audioElement().currentTime).toBe(42);
    audioElement().currentTime = 598;
    fireEvent.ended(audioElement());
    fireEvent.pause(audioElement());
    fromMoment.unmount();

    withStore(<AudioPlayer report={report} />);
    expect(audioElement().currentTime).toBe(0);
  });

  it("shows the audio's own length once the browser knows it, not the episode's metadata", () => {
    let known = Number.NaN;
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockImplementation(() => known);
    const longer = sampleFullReport({
      episode: { ...report.episode, durationSeconds: 3723 },
      audio: { ...report.audio!, durationSeconds: 3723 },
    });
    withStore(<AudioPlayer report={longer} />);
    const slider = screen.getByRole('slider', { name: 'Position in the episode' });
    expect(slider).toHaveAttribute('aria-valuetext', `${spokenTimecode(0)} of ${spokenTimecode(3723)}`);

    // Some audio tells its length only after playback begins (a stream, a file without an index).
    known = 600;
    fireEvent(audioElement(), new Event('durationchange'));
    expect(slider).toHaveAttribute('aria-valuetext', `${spokenTimecode(0)} of ${spokenTimecode(600)}`);
    expect(slider).toHaveAttribute('max', '600');
  });

  it('gives the system media controls the episode and its actions', () => {
    const handlers = new Map<string, MediaSessionActionHandler | null>();
    const session = {
      metadata: null as MediaMetadata | null,
      setActionHandler: (action: string, handler: MediaSessionActionHandler | null) =>
        handlers.set(action, handler),
    };
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(public init: MediaMetadataInit) {}
      },
    );
    Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
    const { unmount } = withStore(<AudioPlayer report={report} />);
    expect((session.metadata as unknown as { init: MediaMetadataInit }).init).toMatchObject({
      title: 'Sleep',
      artist: 'The Curious Engineer',
    });
    audioElement().currentTime = 100;
    act(() => handlers.get('seekforward')?.({ action: 'seekforward' }));
    expect(audioElement().currentTime).toBe(130);
    act(() => handlers.get('seekto')?.({ action: 'seekto', seekTime: 42 }));
    expect(audioElement().currentTime).toBe(42);
    unmount();
    expect(handlers.get('play')).toBeNull();
    Reflect.deleteProperty(navigator, 'mediaSession');
    vi.unstubAllGlobals();
  });
});

describe('moments on learnings, quotes and chapters', () => {
  it('"Play from" asks the player, "Show in transcript" opens the transcript at the moment', async () => {
    const user = userEvent.setup();
    const { store } = withStore(
      <MomentActions start={754} speaker="Maya" about="Sleep first" canPlay canShow />,
    );
    await user.click(screen.getByRole('button', { name: /Play from 12:34/ }));
    expect(store.get().play?.seconds).toBe(754);
    await user.click(screen.getByRole('button', { name: /Show in transcript/ }));
    expect(store.get().focus?.seconds).toBe(754);
    expect(store.get().transcriptOpen).toBe(true);
  });

  it('shows no actions for an item without a moment', () => {
    withStore(<MomentActions start={null} about="x" canPlay canShow />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists chapters with their times, plays from one and marks the one playing', async () => {
    const user = userEvent.setup();
    const chapters = [
      { title: 'Opening', startSeconds: 0, endSeconds: 90 },
      { title: 'Sleep debt', startSeconds: 90, endSeconds: null },
    ];
    const { store } = withStore(<ChapterList chapters={chapters} canPlay />);
    await user.click(screen.getByRole('button', { name: /1:30 Sleep debt/ }));
    expect(store.get().play?.seconds).toBe(90);
    act(() => store.report(120, true));
    expect(screen.getByText('Sleep debt').closest('li')).toHaveAttribute('aria-current', 'time');
    expect(screen.getByText('Opening').closest('li')).not.toHaveAttribute('aria-current');
  });

  it("opens the transcript at a chapter's start", async () => {
    const user = userEvent.setup();
    const chapters = [
      { title: 'Opening', startSeconds: 0, endSeconds: 90 },
      { title: 'Sleep debt', startSeconds: 90, endSeconds: null },
    ];
    const { store } = withStore(<ChapterList chapters={chapters} canPlay={false} canShow />);
    await user.click(screen.getByRole('button', { name: 'Show in transcript: chapter Sleep debt' }));
    expect(store.get().focus?.seconds).toBe(90);
    expect(store.get().transcriptOpen).toBe(true);
  });

  it('lists chapters as text when there is no audio', () => {
    withStore(
      <ChapterList chapters={[{ title: 'Opening', startSeconds: 0, endSeconds: null }]} canPlay={false} />,
    );
    expect(screen.getByText('Opening')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('TranscriptList', () => {
  afterEach(() => vi.unstubAllGlobals());
  // happy-dom lays nothing out: give the list's scroll box and its rows a size, and no resize events.
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(560);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(640);
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 88 }),
    );
  });

  const transcript: ReportTranscript = {
    reportId: report.id,
    hasTimestamps: true,
    hasSpeakers: true,
    wordCount: 9,
    turns: [
      { speaker: 'Maya', start: 0, end: 10, text: 'Welcome to the show.' },
      { speaker: 'Sam', start: 10, end: 40, text: 'Sleep debt builds up quietly.' },
      { speaker: 'Maya', start: 40, end: 70, text: 'So sleep comes before coffee.' },
    ],
  };

  it('shows speakers and times, and finds a phrase', async () => {
    const user = userEvent.setup();
    withStore(<TranscriptList transcript={transcript} canPlay />);
    expect(screen.getByText('Sam')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play from 40 seconds' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the transcript' }), 'SLEEP');
    expect(screen.getByTestId('transcript-status')).toHaveTextContent('1 of 2 passages');
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['Sleep', 'sleep']);
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByTestId('transcript-status')).toHaveTextContent('2 of 2 passages');
    await user.clear(screen.getByRole('searchbox', { name: 'Search the transcript' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the transcript' }), 'tea');
    expect(screen.getByTestId('transcript-status')).toHaveTextContent('No matches');
  });

  it('highlights the passage asked for and the one the audio is at', () => {
    const { store } = withStore(<TranscriptList transcript={transcript} canPlay />);
    act(() => store.showInTranscript(12));
    expect(screen.getByText('Sleep debt builds up quietly.').closest('li')).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    act(() => store.report(45, true));
    expect(screen.getByText('So sleep comes before coffee.').closest('li')).toHaveAttribute(
      'aria-current',
      'time',
    );
  });

  it('plays from a passage', () => {
    const { store } = withStore(<TranscriptList transcript={transcript} canPlay />);
    fireEvent.click(screen.getByRole('button', { name: 'Play from 10 seconds' }));
    expect(store.get().play?.seconds).toBe(10);
  });
});
