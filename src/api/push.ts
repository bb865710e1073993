/**
 * The push endpoints: this browser's push id registered for the signed-in user. No cache tags:
 * nothing on screen lists the devices.
 */
export {
  pushApi,
  useRegisterPushDeviceMutation,
  useUnregisterPushDeviceMutation,
} from './generated/push';
export type { PushDevice, RegisterPushDeviceBody } from './generated/push';
