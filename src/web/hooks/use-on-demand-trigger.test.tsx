import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useOnDemandTrigger } from './use-on-demand-trigger';

const openingKeys = new Set(['Enter']);

/** A module fetched on demand whose arrival the test decides. */
function deferredModule() {
  let arrive: () => void = () => undefined;
  const load = () =>
    new Promise<string>((resolve) => {
      arrive = () => resolve('module');
    });
  return { load, arrive: () => arrive() };
}

function StandIn({ load }: { load: () => Promise<string> }) {
  const { loaded, open, triggerProps } = useOnDemandTrigger(load, openingKeys);
  if (loaded) return <p>{open ? 'open' : 'closed'}</p>;
  return (
    <button type="button" {...triggerProps}>
      Menu
    </button>
  );
}

describe('useOnDemandTrigger', () => {
  it('opens the control once its code arrives when its stand-in was pressed meanwhile', async () => {
    const { load, arrive } = deferredModule();
    render(<StandIn load={load} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    await act(async () => arrive());
    expect(await screen.findByText('open')).toBeInTheDocument();
  });

  it('hands a press on to the instance that replaces the pressed one before the code arrives', async () => {
    const { load, arrive } = deferredModule();
    const { rerender } = render(<StandIn key="shell" load={load} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    // The shell's header gives way to the layout's: a new instance of the same stand-in.
    rerender(<StandIn key="layout" load={load} />);
    await act(async () => arrive());
    expect(await screen.findByText('open')).toBeInTheDocument();

    // The press is spent once the control has opened: a later instance starts closed.
    rerender(<StandIn key="later" load={load} />);
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('starts closed when nobody pressed', async () => {
    const { load, arrive } = deferredModule();
    render(<StandIn load={load} />);
    await act(async () => {
      screen.getByRole('button', { name: 'Menu' }).focus();
      arrive();
    });
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });
});
