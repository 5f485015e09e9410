import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { PaymentDialog, type PaymentDialogProps } from './payment-dialog';

beforeAll(async () => {
  const i18n = await initI18n('en');
  await i18n.loadNamespaces(['checkout']);
});

const props = (over: Partial<PaymentDialogProps> = {}): PaymentDialogProps => ({
  orderNumber: 'ISK-261122-7F3K2',
  total: 27500,
  method: 'mobile_money',
  paymentStatus: 'pending',
  payerPhone: '+250788123456',
  onRetry: vi.fn(),
  onClose: vi.fn(),
  onViewOrder: vi.fn(),
  ...over,
});

describe('Payment Instructions dialog', () => {
  it('asks to approve on the phone while MoMo is pending, with the order id and the 5-10 minutes', () => {
    render(<PaymentDialog {...props()} />);
    expect(screen.getByRole('dialog', { name: 'Payment Instructions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Pending!' })).toBeInTheDocument();
    expect(screen.getByText('A request to pay 27,500 RWF was sent to +250 788 123 456.')).toBeInTheDocument();
    expect(screen.getByText(/Approve the request on your phone.*5-10 minutes/)).toBeInTheDocument();
    expect(screen.getByTestId('dialog-order-number')).toHaveTextContent('ISK-261122-7F3K2');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('turns to Payment Successful! when the status becomes paid', () => {
    const { rerender } = render(<PaymentDialog {...props()} />);
    rerender(<PaymentDialog {...props({ paymentStatus: 'paid' })} />);
    expect(screen.getByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('We received 27,500 RWF. Your order is confirmed.')).toBeInTheDocument();
  });

  it('shows Payment Failed with the reason and a Try again button that starts a new attempt', async () => {
    const onRetry = vi.fn();
    render(
      <PaymentDialog {...props({ paymentStatus: 'failed', failureReason: 'APPROVAL_REJECTED', onRetry })} />,
    );
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('The request was declined on the phone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says Processing when the status is not known yet', () => {
    render(<PaymentDialog {...props({ paymentStatus: undefined })} />);
    expect(screen.getByRole('heading', { name: 'Processing' })).toBeInTheDocument();
  });

  it('confirms a cash-on-delivery order with the amount to pay on delivery', () => {
    render(
      <PaymentDialog {...props({ method: 'cash_on_delivery', paymentStatus: 'unpaid', payerPhone: null })} />,
    );
    expect(screen.getByRole('heading', { name: 'Order Confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Pay 27,500 RWF in cash when your order is delivered.')).toBeInTheDocument();
  });

  it('closes with Close or Escape and opens the order with View Order', async () => {
    const onClose = vi.fn();
    const onViewOrder = vi.fn();
    render(<PaymentDialog {...props({ onClose, onViewOrder })} />);
    await userEvent.click(screen.getByRole('button', { name: 'View Order' }));
    expect(onViewOrder).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
