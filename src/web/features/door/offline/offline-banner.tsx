import { useDoorDevice } from './door-device';
import { offlineBannerText } from './offline-texts';

/**
 * Says, for as long as it lasts, that the door decides from its own list: offline, or back
 * online with steps still uploading. The live region is always there, so a change is read out.
 */
export function OfflineBanner() {
  const text = offlineBannerText(useDoorDevice());
  return (
    <p className="door-offline-banner" role="status">
      {text ?? ''}
    </p>
  );
}
