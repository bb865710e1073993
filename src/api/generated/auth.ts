import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
      query: () => ({ url: `/api/auth/me` }),
    }),
    loginByEmail: build.mutation<LoginByEmailApiResponse, LoginByEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/login`,
        method: 'POST',
        body: queryArg.loginEmailBody,
      }),
    }),
    loginByNumber: build.mutation<LoginByNumberApiResponse, LoginByNumberApiArg>({
      query: (queryArg) => ({
        url: `/auth/login`,
        method: 'POST',
        body: queryArg.loginNumberBody,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: (queryArg) => ({
        url: `/auth/logout`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/register`,
        method: 'POST',
        body: queryArg.registerBody,
      }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({
        url: `/auth/resetPassword`,
        method: 'POST',
        body: queryArg.resetPasswordBody,
      }),
    }),
    sendResetEmail: build.mutation<SendResetEmailApiResponse, SendResetEmailApiArg>({
      query: (queryArg) => ({
        url: `/auth/sendEmail`,
        method: 'POST',
        body: queryArg.sendResetEmailBody,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as authApi };
export type GetCurrentUserApiResponse = /** status 200 OK */ User;
export type GetCurrentUserApiArg = void;
export type LoginByEmailApiResponse = /** status 200 OK */ LoginResult;
export type LoginByEmailApiArg = {
  loginEmailBody: LoginEmailBody;
};
export type LoginByNumberApiResponse = /** status 200 OK */ LoginResult;
export type LoginByNumberApiArg = {
  loginNumberBody: LoginNumberBody;
};
export type LogoutApiResponse = /** status 200 OK */ Message;
export type LogoutApiArg = {
  body: {};
};
export type RegisterApiResponse = /** status 200 OK */ Message;
export type RegisterApiArg = {
  registerBody: RegisterBody;
};
export type ResetPasswordApiResponse = /** status 200 OK */ Message;
export type ResetPasswordApiArg = {
  resetPasswordBody: ResetPasswordBody;
};
export type SendResetEmailApiResponse = /** status 200 OK */ Message;
export type SendResetEmailApiArg = {
  sendResetEmailBody: SendResetEmailBody;
};
export type UserType = 'usuario' | 'empleado' | 'administrador';
export type User = {
  /** Numeric identifier */
  id: number;
  number: string | null;
  username: string | null;
  name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: string | null;
  type_user: UserType;
  zone_id: number | null;
  zone_name: string | null;
  has_profile_picture: boolean;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  deleted_at: string | null;
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
};
export type LoginResult = {
  /** JWT with exp (seconds) and roles [{ name }] */
  token: string;
  token_type: 'bearer';
  /** Seconds until the token expires */
  expires_in: number;
  user: User;
};
export type LoginEmailBody = {
  email: string;
  password: string;
};
export type LoginNumberBody = {
  /** Employee number: 1 to 12 digits (string or integer) */
  number: string | number;
  password: string;
};
export type Message = {
  message: string;
};
export type RegisterBody = {
  full_name: string;
  /** Employee number: 1 to 12 digits (string or integer) */
  number: string | number;
  /** 3 to 40 letters, digits, dots, dashes or underscores */
  username: string;
  email: string;
  /** At least 8 characters */
  password: string;
  password_confirmation: string;
};
export type ResetPasswordBody = {
  email: string;
  /** The reset code sent by e-mail: 10 symbols of Crockford base 32 (case, spaces and dashes ignored). Void after 5 wrong tries, a new request or 30 minutes */
  token: string;
  /** At least 8 characters */
  password: string;
  password_confirmation: string;
};
export type SendResetEmailBody = {
  email: string;
  /** Employee number: 1 to 12 digits (string or integer) */
  number?: string | number;
};
export const {
  useGetCurrentUserQuery,
  useLazyGetCurrentUserQuery,
  useLoginByEmailMutation,
  useLoginByNumberMutation,
  useLogoutMutation,
  useRegisterMutation,
  useResetPasswordMutation,
  useSendResetEmailMutation,
} = injectedRtkApi;
