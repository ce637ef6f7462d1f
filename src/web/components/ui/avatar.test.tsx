import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar';

/** Off-screen images the avatar made, to load or fail on cue (happy-dom fetches no images). */
const probes: FakeImage[] = [];

class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  complete = false;
  naturalWidth = 0;
  constructor() {
    probes.push(this);
  }
}

const probeFor = (src: string) => probes.find((probe) => probe.src === src);

beforeEach(() => {
  probes.length = 0;
  vi.stubGlobal('Image', FakeImage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Avatar', () => {
  it('without an image, shows the initials as an image named after the person', () => {
    render(<Avatar name="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    expect(probes).toEqual([]);
  });

  it('shows the initials until the image has loaded, then only the image', () => {
    const { container } = render(<Avatar name="Ada Lovelace" src="/logo.png" size="sm" />);
    expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
    expect(container).toHaveTextContent('AL');

    act(() => probeFor('/logo.png')!.onload!());

    const image = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(image).toHaveAttribute('src', '/logo.png');
    expect(image).toHaveAttribute('width', '32');
    expect(container).not.toHaveTextContent('AL');
  });

  it('keeps the initials when the image fails to load', () => {
    const { container } = render(<Avatar name="Ada Lovelace" src="/missing.png" />);
    act(() => probeFor('/missing.png')!.onerror!());
    expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
    expect(container).toHaveTextContent('AL');
  });

  it('shows an image the browser already has at once', () => {
    class CachedImage extends FakeImage {
      override complete = true;
      override naturalWidth = 64;
    }
    vi.stubGlobal('Image', CachedImage);
    render(<Avatar name="Ada Lovelace" src="/cached.png" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', '/cached.png');
  });

  it('goes back to the initials while a new image loads, and ignores the old one arriving late', () => {
    const { rerender } = render(<Avatar name="Ada Lovelace" src="/a.png" />);
    act(() => probeFor('/a.png')!.onload!());
    rerender(<Avatar name="Ada Lovelace" src="/b.png" />);
    expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
    act(() => probeFor('/a.png')!.onload!());
    expect(screen.queryByRole('img', { hidden: true })).not.toBeInTheDocument();
    act(() => probeFor('/b.png')!.onload!());
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', '/b.png');
  });

  it('takes the size, shape and classes of its box', () => {
    const { container } = render(
      <Avatar name="Ada" size="xl" shape="rounded" className="ring-2" data-testid="box" />,
    );
    expect(container.firstElementChild).toHaveClass('size-20', 'rounded-lg', 'ring-2');
    expect(screen.getByTestId('box')).toBe(container.firstElementChild);
  });
});
