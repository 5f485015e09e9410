import {
  CheckPhoneResponse,
  type RegisterBodyInput,
  RegisterResponse,
  RequestCodeResponse,
  VerifyCodeResponse,
} from '@isoko/shared/auth/schema';
import { useMutation } from '@tanstack/react-query';
import { apiPost, currentApiLanguage } from '../../api/client';
import { getDeviceId } from '../../state/device-id';

/** The guest's device: its browsing history joins the account at sign-in. */
const guestDevice = () => ({ 'x-device-id': getDeviceId() });

/**
 * The screen's language, sent with sign-in: the code's text is written in it, and signing in
 * with it makes it the language of the customer's texts.
 */
const screenLanguage = () => {
  const language = currentApiLanguage();
  return language ? { language } : {};
};

/** The sign-in calls; the session itself is the httpOnly cookie the server sets. */
export const authApi = {
  checkPhone: (phone: string) => apiPost('/api/auth/check-phone', { phone }, CheckPhoneResponse),
  requestCode: (phone: string) =>
    apiPost('/api/auth/request-code', { phone, ...screenLanguage() }, RequestCodeResponse),
  verifyCode: (phone: string, code: string) =>
    apiPost('/api/auth/verify-code', { phone, code, ...screenLanguage() }, VerifyCodeResponse, {
      headers: guestDevice(),
    }),
  register: (body: RegisterBodyInput) =>
    apiPost('/api/auth/register', { ...screenLanguage(), ...body }, RegisterResponse, {
      headers: guestDevice(),
    }),
};

/** Phone step: is it a customer? Then a code goes out either way (an unknown phone registers with it). */
export function useStartSignIn() {
  return useMutation({
    mutationFn: async (phone: string) => {
      const check = await authApi.checkPhone(phone);
      await authApi.requestCode(phone);
      return { exists: check.exists };
    },
  });
}

export function useResendCode() {
  return useMutation({ mutationFn: (phone: string) => authApi.requestCode(phone) });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: ({ phone, code }: { phone: string; code: string }) => authApi.verifyCode(phone, code),
  });
}

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBodyInput) => authApi.register(body) });
}
