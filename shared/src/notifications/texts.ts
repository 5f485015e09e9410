import { OTP_TTL_SECONDS } from '../auth/schema';
import { formatRwf } from '../money';

/** The shop's texts. Short: one SMS segment is 160 GSM characters. */
export const smsText = {
  otp: (code: string) =>
    `${code} is your Isoko sign-in code. It expires in ${OTP_TTL_SECONDS / 60} minutes. Never share it: Isoko will never ask you for it.`,
  welcome: (firstName: string, shopUrl: string) =>
    `Murakaza neza ${firstName}! Welcome to Isoko. Your account is ready: follow your orders at ${shopUrl}/account`,
  orderConfirmation: (order: { orderNumber: string; total: number }, trackUrl: string) =>
    `Isoko: thank you! Order ${order.orderNumber} is received. Total ${formatRwf(order.total)}. Track it: ${trackUrl}`,
  adminAlert: (message: string) => `Isoko alert: ${message}`,
  orderStatus: (
    orderNumber: string,
    status: 'shipped' | 'out_for_delivery' | 'delivered',
    trackUrl: string,
  ) =>
    status === 'delivered'
      ? `Isoko: order ${orderNumber} is delivered. Murakoze! Returns are accepted for 7 days.`
      : status === 'shipped'
        ? `Isoko: order ${orderNumber} has shipped. Follow it live: ${trackUrl}`
        : `Isoko: order ${orderNumber} is out for delivery today. Keep your phone near you. ${trackUrl}`,
};
