import { momoPayerMessage } from '@isoko/shared/payments/momo-message';
import { toMsisdn } from '@isoko/shared/phone';
import type { AppDeps } from '../../deps';
import { textLanguageOf } from '../customers/service';
import { findOrder } from '../orders/service';
import { type MomoClient, MomoError } from './momo-client';
import { callbackUrlFor, isPast, loadPayment, markSubmitted } from './service';
import { settleUnpaid } from './settle';

/**
 * `payments.request`: sends the attempt's request-to-pay with its stored reference id (a
 * retry reuses it; MoMo's 409 means it already has it). A refusal that cannot heal ends the attempt.
 */
export async function sendPaymentRequest(
  deps: AppDeps,
  paymentId: string,
  client: MomoClient = deps.momo,
): Promise<'submitted' | 'skipped' | 'refused'> {
  const payment = await loadPayment(deps.db, paymentId);
  if (payment?.status !== 'pending' || isPast(payment.expiresAt)) return 'skipped';
  const order = await findOrder(deps.db, payment.orderId);
  if (!order) return 'skipped';
  // The payer reads this line on their phone: it is written in the language of their texts.
  const language = await textLanguageOf(deps.db, order.customerId);
  try {
    await client.requestToPay({
      referenceId: payment.referenceId,
      amount: payment.amount,
      currency: payment.currency,
      externalId: order.orderNumber,
      payerMsisdn: toMsisdn(payment.payerPhone ?? order.customerPhone),
      payerMessage: momoPayerMessage(order.orderNumber, language),
      payeeNote: `Order ${order.orderNumber}`,
      callbackUrl: callbackUrlFor(deps.config, payment.id),
    });
  } catch (error) {
    if (error instanceof MomoError && !error.retryable) {
      deps.log.warn({ paymentId, status: error.status, code: error.code }, 'momo refused the request-to-pay');
      await settleUnpaid(deps, paymentId, { status: 'failed', reason: error.code ?? `HTTP_${error.status}` });
      return 'refused';
    }
    throw error;
  }
  await markSubmitted(deps.db, paymentId);
  return 'submitted';
}
