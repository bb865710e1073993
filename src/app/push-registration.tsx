import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useRegisterPushDeviceMutation, useUnregisterPushDeviceMutation } from '@/api/push';
import { notify } from '@/components/feedback/notifier';
import {
  startPushMessaging,
  type FirebaseSettings,
  type ForegroundMessage,
  type PushLogger,
} from '@/lib/push/push-messaging';

/** The toast of a message that arrives while the app is open, in the user's language. */
function toastText(message: ForegroundMessage, t: TFunction): string {
  const { type, folio } = message.data;
  if (type === 'order_created' && folio) return t('push.orderCreated', { folio });
  return [message.title, message.body].filter(Boolean).join(': ');
}

interface PushRegistrationProps {
  settings: FirebaseSettings;
  logger: PushLogger;
}

/**
 * Registers this browser with Firebase and saves its push id on the server for the session (the
 * server drops it when the session ends), and shows the messages that arrive while the app is open
 * as toasts. Mounted by PushMessaging for signed-in staff only, in a chunk of its own. A change of
 * language registers again, so that the notifications follow it.
 */
export function PushRegistration({ settings, logger }: PushRegistrationProps) {
  const [registerDevice] = useRegisterPushDeviceMutation();
  const [unregisterDevice] = useUnregisterPushDeviceMutation();
  const { t } = useTranslation('common');

  useEffect(() => {
    let active = true;
    let stop: (() => void) | null = null;
    let saved: string | null = null;
    void startPushMessaging(
      settings,
      {
        onRegistered: (token) => {
          if (!active || token === saved) return;
          saved = token;
          void registerDevice({ registerPushDeviceBody: { token } });
        },
        onUnregistered: (token) => {
          if (active) void unregisterDevice({ token });
        },
        onMessage: (message) => {
          const text = toastText(message, t);
          if (active && text !== '') notify(text, 'info');
        },
      },
      logger,
    ).then((result) => {
      if (result.status !== 'registered') return;
      if (active) stop = result.stop;
      else result.stop();
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [settings, logger, registerDevice, unregisterDevice, t]);

  return null;
}
