import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

/** A page with a button that opens a dialog holding a field and two buttons. */
function Page({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/elsewhere">Behind the dialog</a>
      {open && (
        <Dialog
          title="Choose a size"
          onClose={close}
          closeLabel="Close"
          footer={<button type="button">Save</button>}
        >
          <label>
            Note <input />
          </label>
        </Dialog>
      )}
    </>
  );
}

/** A dialog with a button that opens a second dialog on top of it. */
function Nested({ onOuterClose }: { onOuterClose: () => void }) {
  const [inner, setInner] = useState(false);
  return (
    <Dialog title="Outer" onClose={onOuterClose}>
      <button type="button" onClick={() => setInner(true)}>
        More
      </button>
      {inner && (
        <Dialog title="Inner" onClose={() => setInner(false)}>
          <p>Nested</p>
        </Dialog>
      )}
    </Dialog>
  );
}

function Opener({ onOuterClose }: { onOuterClose: () => void }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <Nested onOuterClose={onOuterClose} />
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open
    </button>
  );
}

async function openDialog() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Choose a size' }) };
}

/** What a dialog's content waits for, as a namespace of texts loading the first time it is used. */
function waitingGate() {
  const gate = { ready: false, release: () => {}, loading: Promise.resolve() };
  gate.loading = new Promise<void>((resolve) => {
    gate.release = () => {
      gate.ready = true;
      resolve();
    };
  });
  return gate;
}
type Gate = ReturnType<typeof waitingGate>;

function Waits({ gate }: { gate: Gate }) {
  if (!gate.ready) throw gate.loading;
  return <p>Order items</p>;
}

function ScreenWithWaitingDialog({ gate }: { gate: Gate }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View
      </button>
      {open && (
        <Dialog title="Order" onClose={() => setOpen(false)}>
          <Waits gate={gate} />
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and takes the focus when it opens', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
  });

  it('cycles Tab from the last control to the first and Shift+Tab from the first to the last', async () => {
    await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const note = screen.getByRole('textbox', { name: 'Note' });
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(note).toHaveFocus();
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const { opener } = await openDialog();
    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps the page and itself in place while its content waits (texts still loading), so Escape returns focus to the opener', async () => {
    const gate = waitingGate();
    // The back office's frame suspends like this around every screen.
    render(
      <Suspense fallback={<p>Loading the screen</p>}>
        <ScreenWithWaitingDialog gate={gate} />
      </Suspense>,
    );
    const view = screen.getByRole('button', { name: 'View' });
    await userEvent.click(view);
    expect(screen.queryByText('Loading the screen')).toBeNull();
    await act(async () => {
      gate.release();
      await gate.loading;
    });
    expect(await screen.findByText('Order items')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view).toHaveFocus();
  });

  it('brings the focus back inside when something behind it is focused', async () => {
    const { dialog } = await openDialog();
    screen.getByRole('link', { name: 'Behind the dialog', hidden: true }).focus();
    expect(dialog).toHaveFocus();
  });

  it('closes on a click on the dimmed page but not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Note' }));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement!;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no corner button without a close label, and Escape still closes it', async () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Payment" onClose={onClose}>
        <p>Pending</p>
      </Dialog>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('dialog', { name: 'Payment' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lets only the innermost of two open dialogs answer Escape', async () => {
    const outer = vi.fn();
    render(<Opener onOuterClose={outer} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(outer).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledOnce();
  });
});
