import { z } from 'zod';
import { ADDRESS_LIMITS, AddressBase, NAME_HAS_LETTER } from '../address';
import {
  AddressInput,
  NAME_REQUIRED_MESSAGE,
  OptionalEmail,
  PERSON_NAME_MAX,
  PersonName,
  PreferredLanguage,
  UserDto,
} from '../customers/schema';
import { RwPhone } from '../phone';
import { CITY_CHOICES, districtInCity } from '../rwanda';

/**
 * Phone sign-in by one-time code, and the staff sign-in by e-mail and password.
 *   POST /api/auth/check-phone        PhoneBody           -> CheckPhoneResponse
 *   GET  /api/auth/check-phone        ?phone              -> CheckPhoneLookupResponse
 *   POST /api/auth/request-code       RequestCodeBody     -> RequestCodeResponse (a code goes out by SMS)
 *   POST /api/auth/login-phone        RequestCodeBody     -> RequestCodeResponse (same; never signs in)
 *   POST /api/auth/verify-code        VerifyCodeBody      -> VerifyCodeResponse + cookie isoko_session
 *   POST /api/auth/register           RegisterBody        -> RegisterResponse + cookie isoko_session
 *   GET  /api/auth/me                 -                   -> MeResponse (user null for guests)
 *   POST /api/auth/logout             -                   -> LogoutResponse (the session is revoked)
 *   POST /api/admin/auth/login        StaffLoginBody      -> StaffLoginResponse + cookie isoko_staff
 *        ?token=bearer                                   (the token in the body too, for API clients)
 *   GET  /api/admin/auth/verify       -                   -> StaffVerifyResponse | 401
 *   POST /api/admin/auth/logout       -                   -> LogoutResponse
 */

/** The one-time code: six digits, valid five minutes. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
/** Tries per code: the next try fails even with the right code. */
export const OTP_MAX_ATTEMPTS = 5;
/** Codes one phone may be sent per window. */
export const OTP_MAX_PER_WINDOW = 3;
export const OTP_WINDOW_SECONDS = 10 * 60;
/** Codes one phone may be sent per day (rolling 24 hours): bounds guesses at 50 a day. */
export const OTP_MAX_PER_DAY = 10;
export const OTP_DAY_SECONDS = 24 * 3600;
/** How long the success step shows after signing in before redirecting. */
export const SIGN_IN_REDIRECT_MS = 1500;

export const OTP_INVALID_MESSAGE = 'Invalid OTP';

export const OtpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6-digit code we sent by SMS.');

export const PhoneBody = z.object({ phone: RwPhone });
export type PhoneBody = z.infer<typeof PhoneBody>;

/**
 * The screen's language, sent with sign-in: the code's text is written in it, and signing in or
 * registering with it makes it the customer's language for texts.
 */
const ScreenLanguage = { language: PreferredLanguage.optional() };

/** Asking for a code: the phone, and the language of the screen that asks. */
export const RequestCodeBody = PhoneBody.extend(ScreenLanguage);
export type RequestCodeBody = z.infer<typeof RequestCodeBody>;
export const PhoneQuery = PhoneBody;

export const CheckPhoneResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  exists: z.boolean(),
});
export type CheckPhoneResponse = z.infer<typeof CheckPhoneResponse>;

/**
 * The lookup by query string. A stranger learns only whether the number is a customer; the
 * user comes back only to that customer, signed in.
 */
export const CheckPhoneLookupResponse = z.object({
  exists: z.boolean(),
  user: UserDto.optional(),
});
export type CheckPhoneLookupResponse = z.infer<typeof CheckPhoneLookupResponse>;

export const RequestCodeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Whether the phone already belongs to a customer (code entry) or not (registration). */
  exists: z.boolean(),
  expiresInSeconds: z.number().int(),
});
export type RequestCodeResponse = z.infer<typeof RequestCodeResponse>;

export const VerifyCodeBody = z.object({ phone: RwPhone, code: OtpCode, ...ScreenLanguage });
export type VerifyCodeBody = z.infer<typeof VerifyCodeBody>;

export const VerifyCodeResponse = z.object({
  success: z.literal(true),
  user: UserDto,
  isNew: z.literal(false),
});
export type VerifyCodeResponse = z.infer<typeof VerifyCodeResponse>;

/**
 * Registration needs the code sent to that phone at step 1, so nobody registers a number they
 * do not hold. Extra fields of the old client (a placeholder password) are ignored.
 */
export const RegisterBody = z.object({
  phone: RwPhone,
  code: OtpCode,
  firstName: PersonName,
  lastName: z.preprocess((v) => v ?? '', z.string().trim().max(PERSON_NAME_MAX)),
  email: OptionalEmail,
  addresses: z.array(AddressInput).min(1, 'Please enter your delivery address').max(5),
  ...ScreenLanguage,
});
export type RegisterBody = z.infer<typeof RegisterBody>;
export type RegisterBodyInput = z.input<typeof RegisterBody>;

export const RegisterResponse = z.object({
  success: z.literal(true),
  data: z.object({ user: UserDto }),
  user: UserDto,
  isNew: z.literal(true),
});
export type RegisterResponse = z.infer<typeof RegisterResponse>;

export const MeResponse = z.object({ success: z.literal(true), user: UserDto.nullable() });
export type MeResponse = z.infer<typeof MeResponse>;

export const LogoutResponse = z.object({ success: z.literal(true) });

/**
 * The registration form of the sign-in screen (variant a): full name split at the first space
 * (see splitFullName), a street, and a district (the city choice narrows the districts offered).
 * The full name becomes the first address's receiver, so it has the receiver name's limit.
 */
export const FULL_NAME_MAX = ADDRESS_LIMITS.receiverName;
export const NAME_TOO_LONG_MESSAGE = 'Your name is too long';

export const RegisterForm = z
  .object({
    fullName: z
      .string()
      .trim()
      .max(FULL_NAME_MAX, NAME_TOO_LONG_MESSAGE)
      .min(1, NAME_REQUIRED_MESSAGE)
      .regex(NAME_HAS_LETTER, NAME_REQUIRED_MESSAGE),
    street: AddressBase.shape.street,
    city: z.enum(CITY_CHOICES),
    district: AddressBase.shape.district,
    code: OtpCode,
  })
  .refine((v) => districtInCity(v.district, v.city), {
    path: ['district'],
    message: 'Choose a district of the chosen city',
  })
  // The full name is kept as a first and a last name: each must fit the account's limit.
  .refine(
    (v) => {
      const { firstName, lastName } = splitFullName(v.fullName);
      return firstName.length <= PERSON_NAME_MAX && lastName.length <= PERSON_NAME_MAX;
    },
    { path: ['fullName'], message: NAME_TOO_LONG_MESSAGE },
  );
export type RegisterForm = z.infer<typeof RegisterForm>;

/** "Jean Claude Habimana" -> Jean / Claude Habimana; one word is both names. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: trimmed };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

// ---------------------------------------------------------------- staff

export const StaffLoginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(200),
  password: z.string().min(1, 'Password is required').max(200),
});
export type StaffLoginBody = z.infer<typeof StaffLoginBody>;

export const StaffUserDto = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['admin', 'staff']),
});
export type StaffUserDto = z.infer<typeof StaffUserDto>;

/** `?token=bearer`: an API client asks for the session token in the body as well as the cookie. */
export const StaffLoginQuery = z.object({ token: z.enum(['bearer']).optional() });
export type StaffLoginQuery = z.infer<typeof StaffLoginQuery>;

export const StaffLoginResponse = z.object({
  success: z.literal(true),
  /** `token` only when asked for with `?token=bearer`. */
  data: z.object({ token: z.string().optional(), user: StaffUserDto }),
});
export type StaffLoginResponse = z.infer<typeof StaffLoginResponse>;

export const StaffVerifyResponse = z.object({
  success: z.literal(true),
  data: z.object({ user: StaffUserDto }),
});
export type StaffVerifyResponse = z.infer<typeof StaffVerifyResponse>;

export const STAFF_INVALID_CREDENTIALS = 'Invalid email or password';
export const STAFF_FORBIDDEN = 'Access denied. Admin privileges required.';
/** A disabled account: at sign-in (403, after the right password) and on a session it had (401). */
export const STAFF_DISABLED_MESSAGE = 'Your account has been disabled. Ask an administrator.';
