import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerPushDevice: build.mutation<RegisterPushDeviceApiResponse, RegisterPushDeviceApiArg>({
      query: (queryArg) => ({
        url: `/api/push/devices`,
        method: 'POST',
        body: queryArg.registerPushDeviceBody,
      }),
    }),
    unregisterPushDevice: build.mutation<
      UnregisterPushDeviceApiResponse,
      UnregisterPushDeviceApiArg
    >({
      query: (queryArg) => ({
        url: `/api/push/devices/${queryArg.token}`,
        method: 'DELETE',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as pushApi };
export type RegisterPushDeviceApiResponse = /** status 200 OK */ PushDevice;
export type RegisterPushDeviceApiArg = {
  registerPushDeviceBody: RegisterPushDeviceBody;
};
export type UnregisterPushDeviceApiResponse = /** status 200 OK */ Message;
export type UnregisterPushDeviceApiArg = {
  /** The browser's push id from Firebase Cloud Messaging: its Firebase installation id (the SDK's register/onRegistered) or a registration token (getToken) */
  token: string;
};
export type PushDevice = {
  /** The browser's push id from Firebase Cloud Messaging: its Firebase installation id (the SDK's register/onRegistered) or a registration token (getToken) */
  token: string;
  /** fid (default): a Firebase installation id, sent to as `message.fid`; token: a legacy registration token, sent to as `message.token` */
  kind: 'fid' | 'token';
  /** Language of the notifications, from the Accept-Language of the registration */
  language: 'es' | 'en';
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
};
export type RegisterPushDeviceBody = {
  /** The browser's push id from Firebase Cloud Messaging: its Firebase installation id (the SDK's register/onRegistered) or a registration token (getToken) */
  token: string;
  /** fid (default): a Firebase installation id, sent to as `message.fid`; token: a legacy registration token, sent to as `message.token` */
  kind?: 'fid' | 'token';
};
export type Message = {
  message: string;
};
export const { useRegisterPushDeviceMutation, useUnregisterPushDeviceMutation } = injectedRtkApi;
