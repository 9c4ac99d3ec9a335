import { useEffect, useRef } from 'react';
import { useMemorySettings, useUpdateMemorySettings } from '../api/memory-settings';

/** The browser's IANA time zone, or null where the platform does not say. */
function deviceTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * The learner's day starts at 04:00 where they are (the server's rule): on their first visit, and
 * whenever they study from another time zone, the stored zone follows the device's.
 */
export function useTimeZoneSync() {
  const settings = useMemorySettings();
  const update = useUpdateMemorySettings();
  const asked = useRef(false);
  const stored = settings.data?.timeZone;
  const { mutate } = update;
  useEffect(() => {
    const device = deviceTimeZone();
    if (!stored || !device || stored === device || asked.current) return;
    asked.current = true;
    // A zone the server does not know stays as it was; the settings say which one is kept.
    mutate({ timeZone: device });
  }, [stored, mutate]);
}
