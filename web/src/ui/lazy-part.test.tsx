import { act, render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PartOfflineClosed, partOfflineNotice } from '../features/layout/part-offline';
import { initI18n } from '../i18n/i18n';
import { networkBack, networkGone } from '../test/network';
import { Providers } from '../test/render';
import { lazyPart } from './lazy-part';
import { ToastProvider } from './toast';

/** What Chromium says when a part's script could not be downloaded. */
const missingCode = () => new TypeError('Failed to fetch dynamically imported module: /assets/part-Ab12.js');

type GreetingProps = { name: string };

function Greeting({ name }: GreetingProps) {
  return <p>Hello {name}</p>;
}

type DialogProps = { onClose: () => void };

function Dialog({ onClose }: DialogProps) {
  return (
    <div role="dialog" aria-label="Quick view">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** An Open button for a dialog part, as a listing opens its quick view. */
function Opener({ Dialog }: { Dialog: ComponentType<DialogProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>The screen failed</p> : this.props.children;
  }
}

/** A screen with its own text around the part, so a test sees that the rest stays. */
function Screen({ children }: { children: ReactNode }) {
  return (
    <Providers>
      <ToastProvider>
        <Boundary>
          <h1>The listing</h1>
          <Suspense fallback={<p>Loading the part</p>}>{children}</Suspense>
        </Boundary>
      </ToastProvider>
    </Providers>
  );
}

beforeAll(() => initI18n('en'));

describe('lazyPart', () => {
  it('draws the part once its code has loaded, with its props', async () => {
    const Part = lazyPart<GreetingProps>(() => Promise.resolve(Greeting));
    render(
      <Screen>
        <Part name="Aline" />
      </Screen>,
    );
    expect(await screen.findByText('Hello Aline')).toBeInTheDocument();
  });

  it('offline, says in its own place that it needs the network, keeps the screen, and loads once back online', async () => {
    networkGone();
    const load = vi
      .fn<() => Promise<ComponentType<GreetingProps>>>()
      .mockRejectedValueOnce(missingCode())
      .mockResolvedValue(Greeting);
    const Part = lazyPart<GreetingProps>(load, { unreachable: partOfflineNotice });
    render(
      <Screen>
        <Part name="Aline" />
      </Screen>,
    );
    const notice = await screen.findByTestId('part-offline');
    expect(notice).toHaveTextContent('This part of the page needs an internet connection.');
    expect(screen.getByRole('heading', { name: 'The listing' })).toBeInTheDocument();
    expect(screen.queryByText('The screen failed')).toBeNull();

    networkBack();
    expect(await screen.findByText('Hello Aline')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Retry asks for the code again, and says so again while the network is still gone', async () => {
    networkGone();
    const load = vi.fn<() => Promise<ComponentType<GreetingProps>>>().mockRejectedValue(missingCode());
    const Part = lazyPart<GreetingProps>(load, { unreachable: partOfflineNotice });
    render(
      <Screen>
        <Part name="Aline" />
      </Screen>,
    );
    await screen.findByTestId('part-offline');
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByTestId('part-offline')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws nothing offline when given no notice', async () => {
    networkGone();
    const Part = lazyPart<GreetingProps>(() => Promise.reject(missingCode()));
    render(
      <Screen>
        <Part name="Aline" />
      </Screen>,
    );
    await vi.waitFor(() => expect(screen.queryByText('Loading the part')).toBeNull());
    expect(screen.getByRole('heading', { name: 'The listing' })).toBeInTheDocument();
    expect(screen.queryByText('The screen failed')).toBeNull();
  });

  it('online with no server answering (a Wi-Fi without internet), says it needs the network', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const Part = lazyPart<GreetingProps>(() => Promise.reject(missingCode()), {
      unreachable: partOfflineNotice,
    });
    render(
      <Screen>
        <Part name="Aline" />
      </Screen>,
    );
    expect(await screen.findByTestId('part-offline')).toBeInTheDocument();
  });

  it('leaves other failures to the error screen: a bug, or new code while the server answers', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 200 })));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const Stale = lazyPart<GreetingProps>(() => Promise.reject(missingCode()), {
      unreachable: partOfflineNotice,
    });
    const { unmount } = render(
      <Screen>
        <Stale name="Aline" />
      </Screen>,
    );
    expect(await screen.findByText('The screen failed')).toBeInTheDocument();
    unmount();

    const Broken = lazyPart<GreetingProps>(() => Promise.reject(new Error('boom')), {
      unreachable: partOfflineNotice,
    });
    render(
      <Screen>
        <Broken name="Aline" />
      </Screen>,
    );
    expect(await screen.findByText('The screen failed')).toBeInTheDocument();
    expect(screen.queryByTestId('part-offline')).toBeNull();
  });

  it('a dialog that cannot load offline closes at once with a toast, and opens once back online', async () => {
    networkGone();
    const load = vi
      .fn<() => Promise<ComponentType<DialogProps>>>()
      .mockRejectedValueOnce(missingCode())
      .mockResolvedValue(Dialog);
    const QuickView = lazyPart<DialogProps>(load, {
      unreachable: ({ onClose }) => <PartOfflineClosed onClose={onClose} />,
    });
    render(
      <Screen>
        <Opener Dialog={QuickView} />
      </Screen>,
    );
    await act(async () => screen.getByRole('button', { name: 'Open' }).click());
    expect(
      await screen.findByText('This needs an internet connection. It opens once you are back online.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    // Back online while the dialog is closed: the next Open loads it.
    networkBack();
    await act(async () => screen.getByRole('button', { name: 'Open' }).click());
    expect(await screen.findByRole('dialog', { name: 'Quick view' })).toBeInTheDocument();
  });
});
