import { lazy, Suspense, useEffect } from 'react';
import { selectHasAnyRole } from '@/features/auth/selectors';
import { firebaseSettingsFromEnv, type FirebaseSettings } from '@/lib/push/firebase-settings';
import {
  logPushUnavailable,
  pushUnavailableReason,
  type PushLogger,
} from '@/lib/push/push-availability';
import { STAFF } from '@/lib/session/roles';
import { useAppSelector } from '@/store/hooks';

// the registration, its endpoints and Firebase load only for signed-in staff in a build with a
// Firebase config: the login page's first load carries this gate alone
const PushRegistration = lazy(() =>
  import(/* webpackChunkName: "push" */ './push-registration').then((module) => ({
    default: module.PushRegistration,
  })),
);

/** Who gets push messages: the staff, told about new orders. Customers are never asked. */
const selectReceivesPush = selectHasAnyRole(STAFF);

const BUILD_SETTINGS = firebaseSettingsFromEnv();

interface PushMessagingProps {
  /** The build's Firebase config (FIREBASE_*); tests give their own. */
  settings?: FirebaseSettings | null;
  logger?: PushLogger;
}

/**
 * Push messaging for the signed-in staff (see PushRegistration). Without a Firebase config, or in a
 * browser that cannot, it says "push messaging unavailable" once and does nothing else.
 */
export function PushMessaging({ settings = BUILD_SETTINGS, logger = console }: PushMessagingProps) {
  const receivesPush = useAppSelector(selectReceivesPush);
  const unavailableReason = pushUnavailableReason(settings);

  useEffect(() => {
    if (unavailableReason !== null) logPushUnavailable(unavailableReason, logger);
  }, [unavailableReason, logger]);

  if (!receivesPush || unavailableReason !== null || settings === null) return null;
  return (
    <Suspense fallback={null}>
      <PushRegistration settings={settings} logger={logger} />
    </Suspense>
  );
}
